import StoreKitCore

/// The store's totals (every discount and gift card) follow the cart, as a web store's cart
/// page does: after every event, a cart with codes or gift cards, or one the store already has
/// a cart for, whose store cart no longer matches it (a line added, `+`, `-`, `d`, `u`, a
/// recheck, a change of market, a launch) asks the store to bring its cart in line. Asked once per change of what it must match; a newer
/// change cancels the request under way. `r` asks it too, for any cart: what the store holds is
/// part of the check. Not during a checkout, which keeps its own cart.
enum StoreCartRules {
    static func reconcile(_ state: inout AppState, _ effects: inout [Effect]) {
        lookUp(&state, &effects)
        // Asked by `r`, and not yet sent.
        let rechecking = state.recheckAsksStoreCart && state.storeCartRefresh == nil
        let hasCodes = !(state.cart.extras.discountCodes.isEmpty && state.cart.extras.giftCardCodes.isEmpty)
        let atTheStore = state.cart.storeCart?.id(forVersion: state.apiVersion) != nil
        guard !state.cart.lines.isEmpty, rechecking || hasCodes || atTheStore,
            state.cartExtrasRequest == nil, state.cartChecking == nil, state.storeCartLookup == nil,
            rechecking || state.currentStoreCart == nil, !state.stack.contains(where: { $0.checkout != nil })
        else { return }
        let wanted = state.storeCartWanted
        guard rechecking || state.storeCartAskedFor != wanted else { return }
        state.storeCartAskedFor = wanted
        state.send(.refreshStoreCart(state.cart), for: .storeCartRefresh, busy: .quiet, then: CartEvent.storeCartRefreshed, &effects)
    }

    /// Once, after a saved cart is loaded (``AppState/storeCartToLookUp``), a cart with a store
    /// cart asks whether the store still has it: a cart paid in a browser while shopterm was
    /// not running is told before anything is bought twice.
    private static func lookUp(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.storeCartToLookUp else { return }
        state.storeCartToLookUp = false
        guard !state.cart.lines.isEmpty, let id = state.cart.storeCart?.id(forVersion: state.apiVersion) else { return }
        state.send(.storeCartExists(id), for: .storeCartLookup, busy: .quiet, then: CartEvent.storeCartLooked, &effects)
    }

    /// The look's answer: a store cart gone is forgotten (a new checkout makes a new one), and
    /// the shopper told; the next checkout asks first.
    static func looked(_ result: Result<Bool, StoreFailure>, _ state: inout AppState, _ effects: inout [Effect]) {
        guard case .success(false) = result else { return }
        state.storeCartGone = true
        state.cartOrdered = true
        state.cart.storeCart = nil
        state.storeCart = nil
        effects.append(.saveCart(state.cart))
        state.status = StatusLine(
            "This cart's checkout at the store is gone: paid (perhaps in a browser) or expired. "
                + "If you paid, empty the cart; checking out again buys these lines again.", kind: .error)
    }

    /// The store's answer: its cart and totals are kept, the cart following what it holds (a
    /// failure leaves the subtotal, with the codes counted at checkout, and says why).
    static func received(_ result: Result<CartExtrasAnswer, StoreFailure>, _ state: inout AppState, _ effects: inout [Effect]) {
        let rechecked = state.recheckAsksStoreCart
        let found = state.recheckFound
        state.recheckAsksStoreCart = false
        state.recheckFound = nil
        switch result {
        case .success(let answer):
            let (cart, store) = (answer.cart, answer.store)
            state.cart.storeCart = cart.storeCart
            state.storeCart = store
            if let store { rememberCheckoutFields(of: store, &state) }
            if let store, let said = follow(store, asked: cart, &state) {
                state.status = StatusLine(said, kind: .error)
            } else if rechecked, state.lineReports.isEmpty {
                // What the check found changed (the cart's new currency) stays said.
                state.status = StatusLine(
                    found.map { "\($0) The store holds every line as the cart has it." }
                        ?? "Same prices, all for sale, and the store holds every line as the cart has it.")
            }
            effects.append(.saveCart(state.cart))
        case .failure(.failed(let message)):
            state.status = StatusLine("Could not get the store's totals: \(message) (r asks again)", kind: .error)
        case .failure(.refused):
            break
        }
    }

    /// The store's cart made by the last checkout holds the e-mail and address typed then:
    /// after a restart they start the next checkout, as those typed in this run do. They are the
    /// buyer's the store cart names (its customer, or a guest's when none), so a guest's never
    /// reach a customer's checkout nor a customer's a guest's (``Checkout/start(_:_:)``).
    /// What this run typed, or a login's e-mail, wins.
    private static func rememberCheckoutFields(of store: CheckoutState, _ state: inout AppState) {
        guard state.rememberedFields.isEmpty, store.email != nil || store.address != nil else { return }
        var values = store.address.map(AddressForm.values) ?? [:]
        if let email = store.email { values["email"] = email }
        state.rememberedFields = values
        state.rememberedFieldsOwner = store.customerID
    }

    /// The store's cart holds fewer of a line than the cart asks (its stock, which a tokenless
    /// client cannot read beforehand): the cart follows it, as the checkout does — the line cut
    /// to what the store holds (removed when it holds none), that number kept as the most the
    /// line can have, and the line saying so. Its totals then match the cart and stay shown.
    /// `asked` is the cart the store was sent: a line changed since keeps what the shopper made
    /// it (the store is asked again). Returns what to tell the shopper, nil when the store holds
    /// every line as asked.
    static func follow(_ store: CheckoutState, asked: LocalCart, _ state: inout AppState) -> String? {
        let current = state.cart
        let adjustments = CartAdjustment.between(asked, and: store).filter { adjustment in
            current.lines.contains { $0.key == adjustment.key && $0.quantity == adjustment.asked }
        }
        guard !adjustments.isEmpty else { return nil }
        state.cart.follow(adjustments)
        // Each line the store kept: its most, and its report (a line it holds none of is gone).
        state.lineReports = adjustments.compactMap { adjustment in
            guard let index = state.cart.lines.firstIndex(where: { $0.key == adjustment.key }) else { return nil }
            state.cart.lines[index].quantityAvailable = adjustment.accepted
            return LineChangeReport(line: index + 1, message: adjustment.description, blocksCheckout: false)
        }
        state.removedLine = nil
        state.cartSelection = min(state.cartSelection, max(0, state.cartRowCount - 1))
        return adjustments.map(\.description).joined(separator: "; ") + " — your cart now holds what the store has."
    }
}
