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
        let rechecking = state.cart.recheckAsksStoreCart && state.storeCartRefresh == nil
        let hasCodes = !(state.cart.local.extras.discountCodes.isEmpty && state.cart.local.extras.giftCardCodes.isEmpty)
        let atTheStore = state.cart.local.storeCart?.id(forVersion: state.apiVersion) != nil
        guard !state.cart.local.lines.isEmpty, rechecking || hasCodes || atTheStore,
            state.cartExtrasRequest == nil, state.cartChecking == nil, state.storeCartLookup == nil,
            rechecking || state.cart.currentStoreCart == nil, !state.stack.contains(where: { $0.checkout != nil })
        else { return }
        let wanted = state.cart.storeCartWanted(country: state.market?.country)
        guard rechecking || state.cart.storeCartAskedFor != wanted else { return }
        state.cart.storeCartAskedFor = wanted
        state.send(.refreshStoreCart(state.cart.local), for: .storeCartRefresh, busy: .quiet, then: CartEvent.storeCartRefreshed, &effects)
    }

    /// Once, after a saved cart is loaded (``CartState/storeCartToLookUp``), a cart with a store
    /// cart asks whether the store still has it: a cart paid in a browser while shopterm was
    /// not running is told before anything is bought twice.
    private static func lookUp(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.cart.storeCartToLookUp else { return }
        state.cart.storeCartToLookUp = false
        guard !state.cart.local.lines.isEmpty, let id = state.cart.local.storeCart?.id(forVersion: state.apiVersion) else { return }
        state.send(.storeCartExists(id), for: .storeCartLookup, busy: .quiet, then: CartEvent.storeCartLooked, &effects)
    }

    /// The look's answer: a store cart gone is forgotten (a new checkout makes a new one), and
    /// the shopper told; the next checkout asks first.
    static func looked(_ result: Result<Bool, StoreFailure>, _ state: inout AppState, _ effects: inout [Effect]) {
        guard case .success(false) = result else { return }
        state.cart.storeCartFoundGone()
        effects.append(.saveCart(state.cart.local))
        state.status = StatusLine(
            "This cart's checkout at the store is gone: paid (perhaps in a browser) or expired. "
                + "If you paid, empty the cart; checking out again buys these lines again.", kind: .error)
    }

    /// The store's answer: its cart and totals are kept, the cart following what it holds (a
    /// failure leaves the subtotal, with the codes counted at checkout, and says why).
    static func received(_ result: Result<CartExtrasAnswer, StoreFailure>, _ state: inout AppState, _ effects: inout [Effect]) {
        let rechecked = state.cart.recheckAsksStoreCart
        let found = state.cart.recheckFound
        state.cart.recheckAsksStoreCart = false
        state.cart.recheckFound = nil
        switch result {
        case .success(let answer):
            let (cart, store) = (answer.cart, answer.store)
            state.cart.local.storeCart = cart.storeCart
            state.cart.lastStoreCart = store
            if let store { rememberCheckoutFields(of: store, &state) }
            if let store, let said = state.cart.follow(store, asked: cart) {
                state.status = StatusLine(said, kind: .error)
            } else if rechecked, state.cart.lineReports.isEmpty {
                // What the check found changed (the cart's new currency) stays said.
                state.status = StatusLine(
                    found.map { "\($0) The store holds every line as the cart has it." }
                        ?? "Same prices, all for sale, and the store holds every line as the cart has it.")
            }
            effects.append(.saveCart(state.cart.local))
        case .failure(.failed(let message)):
            state.status = StatusLine("Could not get the store's totals: \(message) (r asks again)", kind: .error)
        case .failure(.refused(let errors)) where !errors.isEmpty:
            // The store would not take the cart's lines (its user errors): said, not dropped.
            state.status = StatusLine("The store would not take the cart as it is: \(StoreFailure.refused(errors).message)", kind: .error)
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
}
