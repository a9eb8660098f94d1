import Foundation
import StoreKitCore

/// The Cart API's side of the demo store: carts created and changed as `cartCreate` and the
/// cart mutations do on Shopify, with their user errors and warnings, and delivery options that
/// take a few reads to appear.
extension CommerceState {
    /// Who `buyerIdentity.customerAccessToken` names.
    enum Buyer: Sendable, Equatable {
        /// No token given.
        case none
        /// A token that is unknown or expired.
        case invalid
        case customer(id: String, email: String)

        var id: String? { if case .customer(let id, _) = self { return id } else { return nil } }
        var email: String? { if case .customer(_, let email) = self { return email } else { return nil } }
    }

    static func invalidCustomer(_ prefix: [String]) -> DemoUserError {
        DemoUserError(field: prefix + ["customerAccessToken"], code: "INVALID", message: "Customer access token is invalid")
    }

    func createCart(
        lines: [LineRequest], email: String?, countryCode: String?, phone: String?,
        customer: Buyer = .none, addresses: [(address: ShippingAddress, selected: Bool, oneTimeUse: Bool)],
        extras: CartExtras = CartExtras(), attributes: [Attribute] = [], version: APIVersion = .default
    ) -> Outcome<Cart> {
        var outcome = Outcome<Cart>()
        if (extras.note ?? "").count > Self.maxNoteLength {
            outcome.userErrors.append(
                DemoUserError(
                    field: ["input", "note"], code: "NOTE_TOO_LONG",
                    message: "The note is longer than \(Self.maxNoteLength) characters."))
        }
        if case .invalid = customer { outcome.userErrors.append(Self.invalidCustomer(["input", "buyerIdentity"])) }
        if let email, !Self.isEmail(email) {
            outcome.userErrors.append(DemoUserError(field: ["input", "buyerIdentity", "email"], code: "INVALID", message: "Email is invalid"))
        }
        outcome.userErrors += addressErrors(addresses.map(\.address), prefix: ["input", "delivery", "addresses"])
        outcome.userErrors += selectionErrors(addresses.map(\.selected), prefix: ["input", "delivery", "addresses"])
        outcome.userErrors += lineErrors(lines, prefix: ["input", "lines"], version: version)
        guard outcome.userErrors.isEmpty else { return outcome }
        let token = Self.token()
        let now = Self.timestamp()
        // Like Shopify's (changelog 2024-05): the ID carries a secret key after the token.
        var cart = Cart(
            id: "gid://shopify/Cart/\(token)?key=\(Self.token())", token: token, email: email ?? customer.email, countryCode: countryCode,
            phone: phone, customerID: customer.id, createdAt: now, updatedAt: now)
        outcome.warnings = add(lines, to: &cart)
        cart.attributes = attributes
        cart.discountCodes = Self.distinctCodes(extras.discountCodes)
        cart.note = extras.note.flatMap { $0.isEmpty ? nil : $0 }
        outcome.warnings += discountWarnings(cart)
        apply(extras.giftCardCodes, to: &cart, balances: storage.withLock { $0.giftCardBalances })
        storage.withLock { storage in
            cart.addresses = addresses.map { entry in
                defer { storage.nextID += 1 }
                return SelectableAddress(
                    id: "gid://shopify/CartSelectableAddress/\(storage.nextID)", address: entry.address,
                    selected: entry.selected, oneTimeUse: entry.oneTimeUse)
            }
            if cart.selectedAddress != nil { cart.pendingRateReads = shippingRatePolls }
            storage.carts[cart.id] = cart
            storage.tokens[token] = cart.id
        }
        outcome.value = cart
        return outcome
    }

    /// Changes an existing cart; `change` may add user errors (then nothing is saved).
    func updateCart(_ id: String, _ change: (inout Cart, inout Outcome<Cart>) -> Void) -> Outcome<Cart> {
        storage.withLock { storage in
            guard var cart = storage.carts[id], cart.order == nil else {
                return Outcome(userErrors: [DemoUserError(field: ["cartId"], code: "INVALID", message: "The specified cart does not exist.")])
            }
            var outcome = Outcome<Cart>()
            change(&cart, &outcome)
            guard outcome.userErrors.isEmpty else { return outcome }
            cart.updatedAt = Self.timestamp()
            storage.carts[id] = cart
            outcome.value = cart
            return outcome
        }
    }

    func addLines(_ id: String, _ lines: [LineRequest], version: APIVersion = .default) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            outcome.userErrors += lineErrors(lines, prefix: ["lines"], version: version)
            guard outcome.userErrors.isEmpty else { return }
            outcome.warnings = add(lines, to: &cart)
            restartShippingCalculation(&cart)
        }
    }

    /// Changes lines' quantities, variants and selling plans (nil: unchanged).
    func updateLines(
        _ id: String, _ updates: [(lineID: String, quantity: Int?, merchandiseID: String?, sellingPlanID: String?)],
        version: APIVersion = .default
    ) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            for (index, update) in updates.enumerated() {
                guard let position = cart.lines.firstIndex(where: { $0.id == update.lineID }) else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["lines", String(index), "id"], code: "INVALID_MERCHANDISE_LINE",
                            message: "The merchandise line with id \(update.lineID) does not exist."))
                    continue
                }
                if let merchandiseID = update.merchandiseID {
                    guard merchandise(merchandiseID) != nil else {
                        outcome.userErrors.append(
                            DemoUserError(
                                field: ["lines", String(index), "merchandiseId"], code: "INVALID_MERCHANDISE_LINE",
                                message: "The merchandise with id \(merchandiseID) does not exist."))
                        continue
                    }
                    cart.lines[position].variantID = merchandiseID
                }
                if let plan = update.sellingPlanID { cart.lines[position].sellingPlanID = plan }
                let line = cart.lines[position]
                let request = LineRequest(
                    merchandiseID: line.variantID, quantity: line.quantity, sellingPlanID: line.sellingPlanID,
                    attributes: line.attributes)
                if let item = merchandise(line.variantID),
                    let error = Self.planError(request, item, prefix: ["lines", String(index)], version: version)
                {
                    outcome.userErrors.append(error)
                    continue
                }
                if let quantity = update.quantity {
                    guard quantity >= 0 else {
                        outcome.userErrors.append(
                            DemoUserError(
                                field: ["lines", String(index), "quantity"], code: "LESS_THAN",
                                message: "The quantity must be greater than or equal to 0."))
                        continue
                    }
                    cart.lines[position].quantity = quantity
                    if let warning = clampToStock(&cart, line: position) { outcome.warnings.append(warning) }
                }
            }
            cart.lines.removeAll { $0.quantity == 0 }
            restartShippingCalculation(&cart)
        }
    }

    func removeLines(_ id: String, _ lineIDs: [String]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            for (index, lineID) in lineIDs.enumerated() where !cart.lines.contains(where: { $0.id == lineID }) {
                outcome.userErrors.append(
                    DemoUserError(
                        field: ["lineIds", String(index)], code: "INVALID_MERCHANDISE_LINE",
                        message: "The merchandise line with id \(lineID) does not exist."))
            }
            cart.lines.removeAll { lineIDs.contains($0.id) }
            restartShippingCalculation(&cart)
        }
    }

    func updateBuyerIdentity(_ id: String, email: String?, countryCode: String?, phone: String?, customer: Buyer = .none) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            switch customer {
            case .none: break
            case .invalid:
                outcome.userErrors.append(Self.invalidCustomer(["buyerIdentity"]))
                return
            case .customer(let customerID, let customerEmail):
                cart.customerID = customerID
                if cart.email == nil && email == nil { cart.email = customerEmail }
            }
            if let email {
                guard Self.isEmail(email) else {
                    outcome.userErrors.append(DemoUserError(field: ["buyerIdentity", "email"], code: "INVALID", message: "Email is invalid"))
                    return
                }
                cart.email = email
            }
            if let countryCode { cart.countryCode = countryCode }
            if let phone { cart.phone = phone }
        }
    }

    func addAddresses(_ id: String, _ addresses: [(address: ShippingAddress, selected: Bool, oneTimeUse: Bool)]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            outcome.userErrors += addressErrors(addresses.map(\.address), prefix: ["addresses"])
            outcome.userErrors += selectionErrors(addresses.map(\.selected), prefix: ["addresses"])
            guard outcome.userErrors.isEmpty else { return }
            guard cart.addresses.count + addresses.count <= 20 else {
                outcome.userErrors.append(
                    DemoUserError(field: ["addresses"], code: "TOO_MANY_DELIVERY_ADDRESSES", message: "A cart can hold at most 20 addresses."))
                return
            }
            if addresses.contains(where: \.selected) {
                for index in cart.addresses.indices { cart.addresses[index].selected = false }
            }
            for entry in addresses {
                cart.addresses.append(
                    SelectableAddress(
                        id: cart.nextAddressID(), address: entry.address, selected: entry.selected,
                        oneTimeUse: entry.oneTimeUse))
            }
            if addresses.contains(where: \.selected) { restartShippingCalculation(&cart, selectionReset: true) }
        }
    }

    /// `cartDeliveryAddressesReplace` (2025-10): the cart's addresses become `addresses`.
    func replaceAddresses(_ id: String, _ addresses: [(address: ShippingAddress, selected: Bool, oneTimeUse: Bool)]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            outcome.userErrors += addressErrors(addresses.map(\.address), prefix: ["addresses"])
            outcome.userErrors += selectionErrors(addresses.map(\.selected), prefix: ["addresses"])
            guard outcome.userErrors.isEmpty else { return }
            guard addresses.count <= 20 else {
                outcome.userErrors.append(
                    DemoUserError(field: ["addresses"], code: "TOO_MANY_DELIVERY_ADDRESSES", message: "A cart can hold at most 20 addresses."))
                return
            }
            cart.addresses = addresses.map { entry in
                SelectableAddress(id: cart.nextAddressID(), address: entry.address, selected: entry.selected, oneTimeUse: entry.oneTimeUse)
            }
            restartShippingCalculation(&cart, selectionReset: true)
        }
    }

    /// `cartDeliveryAddressesUpdate`; with no updates, from 2025-10 (`clearsWhenEmpty`) it
    /// removes every address, before it changed nothing.
    func updateAddresses(
        _ id: String, _ updates: [(id: String, address: ShippingAddress?, selected: Bool?, oneTimeUse: Bool?)],
        clearsWhenEmpty: Bool
    ) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            if updates.isEmpty {
                guard clearsWhenEmpty, !cart.addresses.isEmpty else { return }
                cart.addresses = []
                restartShippingCalculation(&cart, selectionReset: true)
                return
            }
            outcome.userErrors += addressErrors(updates.compactMap(\.address), prefix: ["addresses"])
            guard outcome.userErrors.isEmpty else { return }
            for (index, update) in updates.enumerated() {
                guard let position = cart.addresses.firstIndex(where: { $0.id == update.id }) else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["addresses", String(index), "id"], code: "INVALID_DELIVERY_ADDRESS_ID",
                            message: "The delivery address with id \(update.id) does not exist."))
                    continue
                }
                if let address = update.address { cart.addresses[position].address = address }
                if let selected = update.selected {
                    if selected { for other in cart.addresses.indices { cart.addresses[other].selected = false } }
                    cart.addresses[position].selected = selected
                }
                if let oneTimeUse = update.oneTimeUse { cart.addresses[position].oneTimeUse = oneTimeUse }
            }
            restartShippingCalculation(&cart, selectionReset: true)
        }
    }

    func selectDeliveryOptions(_ id: String, _ selections: [(groupID: String, handle: String)]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            for (index, selection) in selections.enumerated() {
                guard selection.groupID == cart.deliveryGroupID, cart.selectedAddress != nil else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["selectedDeliveryOptions", String(index), "deliveryGroupId"], code: "INVALID_DELIVERY_GROUP",
                            message: "The delivery group does not exist."))
                    continue
                }
                guard cart.pendingRateReads == 0 else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["selectedDeliveryOptions", String(index)], code: "PENDING_DELIVERY_GROUPS",
                            message: "Delivery options are still being calculated."))
                    continue
                }
                guard rates(for: cart).contains(where: { $0.handle == selection.handle }) else {
                    outcome.userErrors.append(
                        DemoUserError(
                            field: ["selectedDeliveryOptions", String(index), "deliveryOptionHandle"], code: "INVALID_DELIVERY_OPTION",
                            message: "The delivery option is not available for this address."))
                    continue
                }
                cart.selectedOptionHandle = selection.handle
            }
        }
    }

    /// The cart's delivery options as a read of them sees it: none while still calculating.
    /// The delivery options of a cart and the selected one. Like Shopify, once the options are
    /// known the cheapest is selected until the buyer chooses another.
    /// The cart as one answer sees it (every field of that answer reads this same snapshot),
    /// and whether its delivery options are ready yet. Each answer that shows a cart with an
    /// address counts as a read of its delivery options: the first ones say "not yet", as on a
    /// real store that computes them in the background. Once they are ready the cheapest is
    /// selected until the buyer chooses another, like Shopify, so the cost in the same answer
    /// already includes it. Nil for an unknown or paid cart.
    ///
    /// An ID without its key (or with a wrong one) still finds the cart, as on Shopify, but
    /// without the buyer's private details (email, phone, customer, addresses); a mutation
    /// needs the whole ID.
    func observe(_ id: String) -> (cart: Cart, deliveryReady: Bool)? {
        storage.withLock { storage in
            guard storage.carts[id] == nil else { return observeWithKey(id, &storage) }
            let token = id.split(separator: "?", maxSplits: 1).first.map { String($0.dropFirst("gid://shopify/Cart/".count)) } ?? ""
            guard id.hasPrefix("gid://shopify/Cart/"), let full = storage.tokens[token], var cart = storage.carts[full], cart.order == nil else {
                return nil
            }
            (cart.email, cart.phone, cart.customerID, cart.addresses) = (nil, nil, nil, [])
            return (cart, false)
        }
    }

    private func observeWithKey(_ id: String, _ storage: inout Storage) -> (cart: Cart, deliveryReady: Bool)? {
        guard var cart = storage.carts[id], cart.order == nil else { return nil }
        guard cart.selectedAddress != nil, !cart.lines.isEmpty else { return (cart, false) }
        if cart.pendingRateReads > 0 {
            cart.pendingRateReads -= 1
            storage.carts[id] = cart
            return (cart, false)
        }
        if cart.selectedOptionHandle == nil, let cheapest = rates(for: cart).min(by: { $0.price < $1.price }) {
            cart.selectedOptionHandle = cheapest.handle
            storage.carts[id] = cart
        }
        return (cart, true)
    }

    /// The user errors of lines to add: merchandise that does not exist, a selling plan it does
    /// not have, or none when it is sold by subscription only.
    fileprivate func lineErrors(_ lines: [LineRequest], prefix: [String], version: APIVersion) -> [DemoUserError] {
        lines.enumerated().compactMap { index, line in
            guard let item = merchandise(line.merchandiseID) else {
                return DemoUserError(
                    field: prefix + [String(index), "merchandiseId"], code: "INVALID_MERCHANDISE_LINE",
                    message: "The merchandise with id \(line.merchandiseID) does not exist.")
            }
            return Self.planError(line, item, prefix: prefix + [String(index)], version: version)
        }
    }

    fileprivate func add(_ lines: [LineRequest], to cart: inout Cart) -> [DemoWarning] {
        var warnings: [DemoWarning] = []
        for line in lines {
            // Stock as the cart's market sees it (a product can be sold out in one market only).
            guard let item = merchandise(line.merchandiseID, for: cart) else { continue }
            guard item.variant.availableForSale else {
                warnings.append(
                    DemoWarning(
                        code: "MERCHANDISE_OUT_OF_STOCK", message: "The product '\(item.product.title)' is already sold out.",
                        target: line.merchandiseID))
                continue
            }
            // The same variant on the same plan (with the same attributes) adds to its line; on
            // another plan, or with other attributes, it is a line of its own.
            if let index = cart.lines.firstIndex(where: {
                $0.variantID == line.merchandiseID && $0.sellingPlanID == line.sellingPlanID && $0.attributes == line.attributes
            }) {
                cart.lines[index].quantity += max(1, line.quantity)
                if let warning = clampToStock(&cart, line: index) { warnings.append(warning) }
            } else {
                cart.lines.append(
                    Line(
                        id: "gid://shopify/CartLine/\(cart.token)-\(cart.lines.count + 1)-\(Self.token().prefix(6))",
                        variantID: line.merchandiseID, quantity: max(1, line.quantity), sellingPlanID: line.sellingPlanID,
                        attributes: line.attributes))
                if let warning = clampToStock(&cart, line: cart.lines.count - 1) { warnings.append(warning) }
            }
        }
        // A line its variant's other lines left no stock for is not added.
        cart.lines.removeAll { $0.quantity == 0 }
        return warnings
    }

    fileprivate func restartShippingCalculation(_ cart: inout Cart, selectionReset: Bool = false) {
        if selectionReset || !rates(for: cart).contains(where: { $0.handle == cart.selectedOptionHandle }) { cart.selectedOptionHandle = nil }
        if cart.selectedAddress != nil { cart.pendingRateReads = shippingRatePolls }
    }

    fileprivate func addressErrors(_ addresses: [ShippingAddress], prefix: [String]) -> [DemoUserError] {
        addresses.enumerated().flatMap { index, address in
            address.problems().map {
                DemoUserError(field: prefix + [String(index), "address", "deliveryAddress", $0.field], code: $0.cartCode, message: $0.message)
            }
        }
    }

    fileprivate func selectionErrors(_ selected: [Bool], prefix: [String]) -> [DemoUserError] {
        selected.filter { $0 }.count > 1
            ? [DemoUserError(field: prefix, code: "ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED", message: "Only one delivery address can be selected.")]
            : []
    }

    static func isEmail(_ text: String) -> Bool {
        text.range(of: #"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$"#, options: .regularExpression) != nil
    }
}
