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
        customer: Buyer = .none, addresses: [(address: DemoAddress, selected: Bool, oneTimeUse: Bool)],
        extras: DemoCartExtras = DemoCartExtras(), attributes: [Attribute] = [], version: APIVersion = .default
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
        outcome.userErrors += parentErrors(lines, in: nil, prefix: ["input", "lines"])
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

    static func isEmail(_ text: String) -> Bool {
        text.range(of: #"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$"#, options: .regularExpression) != nil
    }
}
