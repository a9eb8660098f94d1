import Foundation

/// The checkout steps on the Cart API (the only checkout Shopify still runs): `cartCreate` with
/// lines, buyer identity and address in one request, delivery options re-queried until present,
/// `cartSelectedDeliveryOptionsUpdate`, and `checkoutUrl`. A checkout is complete when
/// `cart(id:)` answers null. Every call returns the cart as the store now sees it and throws
/// ``CheckoutError/userErrors(_:)`` when the store refuses the input.
public struct CartCheckout: Sendable {
    /// The client that talks to the store.
    public let client: StorefrontClient
    /// How long delivery options are polled for.
    public let polling: PollingPolicy
    /// The clock the polling waits with.
    public let clock: any StorefrontClock
    /// The signed-in customer's Storefront token: sent in the cart's buyer identity so the web
    /// checkout is pre-filled with their details and the order joins their history.
    public let customerAccessToken: String?
    /// The signed-in customer's token got afresh (a Customer Account API login refreshed): what
    /// goes on the cart again just before the hand-off (``renewingCustomer(_:)``); nil for a guest.
    public let freshCustomerToken: (@Sendable () async throws -> String)?
    /// True when checkouts are made for a signed-in customer, so an existing anonymous cart must be claimed.
    public var isAuthenticated: Bool { customerAccessToken != nil }

    /// Checkouts through `client`, for the customer of `customerAccessToken` when given, whose
    /// token `freshCustomerToken` gets afresh before a hand-off.
    public init(
        client: StorefrontClient, polling: PollingPolicy = PollingPolicy(), clock: any StorefrontClock = SystemClock(),
        customerAccessToken: String? = nil, freshCustomerToken: (@Sendable () async throws -> String)? = nil
    ) {
        self.client = client
        self.polling = polling
        self.clock = clock
        self.customerAccessToken = customerAccessToken
        self.freshCustomerToken = freshCustomerToken
    }

    /// Creates the cart from `lines`, with the email, address, codes and note when known, in one request.
    public func create(lines: [LineInput], email: String?, address: ShippingAddress?, extras: CartExtras = CartExtras()) async throws -> CheckoutState
    {
        guard !lines.isEmpty else { throw CheckoutError.emptyCart }
        try checkLines(lines)
        // The cart is made in the shipping address's country: Shopify's checkout charges in
        // that country's currency ("Checkouts will enforce local currency based on shipping
        // address", Shopify developer changelog, 2023-10-20), so its prices are the ones charged.
        let country = address?.countryCode ?? client.buyer.country
        do {
            return try await mutate(
                CartMutation<CartCreate>(
                    lines: lines, email: email, countryCode: country, address: address,
                    customerAccessToken: customerAccessToken, extras: extras))
        } catch StorefrontError.outcomeUnknown(let reason, _) {
            // A cart the store may have made is not known here (its ID was in the lost answer);
            // it holds nothing bought and expires on its own, so a new one is safe.
            throw StorefrontError.outcomeUnknown(
                reason, advice: "if it made a cart, nothing was bought with it and it expires on its own, so trying again is safe")
        }
    }

    /// A store's cart is read with at most ``cartLineLimit`` lines: more would show and count
    /// part of it. Add-ons need an API version that has them.
    private func checkLines(_ lines: [LineInput]) throws {
        let count = Set(lines.map(\.key)).count
        guard count <= cartLineLimit else { throw CheckoutError.tooManyLines(count) }
        let version = client.configuration.apiVersion
        if version < .nestedCartLines, lines.contains(where: \.isAddOn) { throw CheckoutError.addOnsNeedNewerVersion(version) }
    }

    /// The cart as it is now, or nil when it no longer exists (paid or expired).
    public func fetch(id: String) async throws -> CheckoutState? {
        try await client.fetch(CartQuery(id: id), cachePolicy: .networkOnly).cart?.state()
    }

    /// Makes the cart's lines match `lines` (removing, updating, then adding as needed). An
    /// add-on goes under its line by that line's ID once the cart has it; the add-ons of a
    /// removed line go with it (Shopify removes a nested line with its parent), so each step
    /// works from the cart the last one left.
    public func replaceLines(of state: CheckoutState, with lines: [LineInput]) async throws -> CheckoutState {
        try checkLines(lines)
        var state = state
        var warnings: [CheckoutWarning] = []
        let wanted = Dictionary(lines.map { ($0.key, $0.quantity) }, uniquingKeysWith: +)
        let unwanted = state.lines.filter { wanted[$0.key] == nil }
        let unwantedIDs = Set(unwanted.map(\.id))
        let removed = unwanted.filter { $0.parentID.map { !unwantedIDs.contains($0) } ?? true }.map(\.id)
        if !removed.isEmpty {
            state = try await mutate(CartMutation<CartLinesRemove>(cartID: state.id, lineIDs: removed))
            warnings += state.warnings
        }
        let changed = state.lines.compactMap { line in wanted[line.key].flatMap { $0 != line.quantity ? (line.id, $0) : nil } }
        if !changed.isEmpty {
            state = try await mutate(CartMutation<CartLinesUpdate>(cartID: state.id, lines: changed))
            warnings += state.warnings
        }
        let present = Set(state.lines.map(\.key))
        let added = lines.filter { !present.contains($0.key) }.map { $0.placed(in: state) }
        if !added.isEmpty {
            state = try await mutate(CartMutation<CartLinesAdd>(cartID: state.id, lines: added))
            warnings += state.warnings
        }
        state.warnings = warnings
        return state
    }

    /// Sets the buyer's e-mail and country (the market the cart is priced in: by default, that of
    /// the cart's delivery address).
    public func updateEmail(of state: CheckoutState, to email: String, country: String? = nil) async throws -> CheckoutState {
        try await mutate(
            CartMutation<CartBuyerIdentityUpdate>(
                cartID: state.id, email: email, countryCode: country ?? state.address?.countryCode,
                customerAccessToken: customerAccessToken))
    }

    /// Moves the cart to `country`'s market (the currency and prices of its lines and totals),
    /// keeping its e-mail and customer.
    public func updateCountry(of state: CheckoutState, to country: String) async throws -> CheckoutState {
        try await mutate(
            CartMutation<CartBuyerIdentityUpdate>(
                cartID: state.id, email: state.email, countryCode: country,
                customerAccessToken: customerAccessToken))
    }

    /// Makes `address` the cart's delivery address: on 2025-10 and later in one
    /// `cartDeliveryAddressesReplace` (no other address is left behind); before, by updating
    /// the address the cart has, or adding one.
    public func updateAddress(of state: CheckoutState, to address: ShippingAddress) async throws -> CheckoutState {
        if client.configuration.apiVersion >= .addressesReplace {
            return try await mutate(CartMutation<CartDeliveryAddressesReplace>(cartID: state.id, address: address))
        }
        if let addressID = state.addressID {
            return try await mutate(CartMutation<CartDeliveryAddressesUpdate>(cartID: state.id, addressID: addressID, address: address))
        }
        return try await mutate(CartMutation<CartDeliveryAddressesAdd>(cartID: state.id, address: address))
    }

    /// The delivery options for the cart's address, polling until the store has them (bounded).
    public func shippingRates(for state: CheckoutState) async throws -> CheckoutState {
        guard state.shippingRates.isEmpty else { return state }
        // A cart the store kept no line of (each sold out in the address's market) gets no
        // delivery group, hence no options however long it is polled: say why, at once.
        guard !state.lines.isEmpty else { throw CheckoutError.nothingSoldThere(country: state.address?.countryCode) }
        let handler: RetryHandler<CheckoutState?> = polling.handler { outcome in
            guard case .success(let current?) = outcome else { return false }
            return current.shippingRates.isEmpty
        }
        let found = try await handler.run(clock: clock) {
            try await client.send(CartQuery(id: state.id), polling: true).requireData().cart?.state()
        }
        guard let found else { throw CheckoutError.gone }
        guard !found.shippingRates.isEmpty else {
            throw CheckoutError.noShippingRates(attempts: polling.attempts, country: state.address?.countryCode)
        }
        return found
    }

    /// Selects `rate`; when it is already the selected one (the store preselects the cheapest),
    /// nothing is sent.
    public func selectShippingRate(_ rate: ShippingRate, for state: CheckoutState) async throws -> CheckoutState {
        if state.selectedRate?.handle == rate.handle { return state }
        guard let group = state.deliveryGroupID else { throw CheckoutError.noShippingRates(attempts: 0, country: state.address?.countryCode) }
        return try await mutate(CartMutation<CartSelectedDeliveryOptionsUpdate>(cartID: state.id, deliveryGroupID: group, handle: rate.handle))
    }

    /// The cart ready to hand off to a signed-in customer: their token got afresh and, when it
    /// is not the one the cart has, put on the cart again (`cartBuyerIdentityUpdate`). Shopify's
    /// checkout takes the customer from the cart's token: "Keep the token up to date by
    /// refreshing it before it expires. When you refresh the token, you must also call
    /// `cartBuyerIdentityUpdate` again to update the cart with the new token" (shopify.dev,
    /// "Authenticate checkouts with the Customer Account API"). A guest's cart is as it was.
    public func renewingCustomer(_ state: CheckoutState) async throws -> CheckoutState {
        guard let freshCustomerToken else { return state }
        let token = try await freshCustomerToken()
        guard token != customerAccessToken else { return state }
        var renewed = try await mutate(
            CartMutation<CartBuyerIdentityUpdate>(
                cartID: state.id, email: state.email, countryCode: state.buyerCountry ?? state.address?.countryCode, customerAccessToken: token))
        renewed.warnings = CheckoutWarning.merged(state.warnings, renewed.warnings)
        return renewed
    }

    /// The order, once the cart has been paid (the Cart API only says the cart is gone); nil while it has not.
    public func completion(of state: CheckoutState) async throws -> CompletedOrder? {
        let cart = try await client.send(CartQuery(id: state.id), polling: true).requireData().cart
        // The total paid is known only when the store stated the taxes; otherwise the checkout
        // page added them and the order confirmation says how much.
        return cart == nil ? CompletedOrder(name: nil, total: state.taxesCalculatedAtPayment ? nil : state.total) : nil
    }

    func mutate<Mutation>(_ mutation: CartMutation<Mutation>) async throws -> CheckoutState {
        let payload = try await client.fetch(mutation).payload
        let cart = try requirePayload(payload?.cart, userErrors: payload?.userErrors ?? [])
        return cart.state(warnings: payload?.warnings ?? [])
    }
}

/// Throws the user errors of a payload, or returns its value.
private func requirePayload<Value>(_ value: Value?, userErrors: [UserError]) throws(CheckoutError) -> Value {
    guard userErrors.isEmpty, let value else {
        throw .userErrors(userErrors.isEmpty ? [UserError(field: nil, message: "the store refused the change without saying why")] : userErrors)
    }
    return value
}
