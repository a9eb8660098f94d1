import StoreKitCore

/// The store's totals (every discount and gift card) follow the cart, as a web store's cart
/// page does: after every event, a cart with codes or gift cards whose store cart no longer
/// matches it (a line added, `+`, `-`, `d`, `u`, a recheck, a change of market, a launch) asks
/// the store to bring its cart in line. Asked once per change of what it must match; a newer
/// change cancels the request under way. Not during a checkout, which keeps its own cart.
enum StoreCartRules {
    static func reconcile(_ state: inout AppState, _ effects: inout [Effect]) {
        lookUp(&state, &effects)
        guard !state.cart.lines.isEmpty, !(state.cart.extras.discountCodes.isEmpty && state.cart.extras.giftCardCodes.isEmpty),
            state.cartExtrasRequest == nil, state.cartChecking == nil, state.storeCartLookup == nil, state.currentStoreCart == nil,
            !state.stack.contains(where: { $0.checkout != nil })
        else { return }
        let wanted = state.storeCartWanted
        guard state.storeCartAskedFor != wanted else { return }
        state.storeCartAskedFor = wanted
        state.send(.refreshStoreCart(state.cart), for: .storeCartRefresh, &effects)
    }

    /// Once, after a saved cart is loaded (``AppState/storeCartToLookUp``), a cart with a store
    /// cart asks whether the store still has it: a cart paid in a browser while shopterm was
    /// not running is told before anything is bought twice.
    private static func lookUp(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.storeCartToLookUp else { return }
        state.storeCartToLookUp = false
        guard !state.cart.lines.isEmpty, let id = state.cart.storeCart?.id(forVersion: state.apiVersion) else { return }
        state.send(.storeCartExists(id), for: .storeCartLookup, &effects)
    }

    /// The look's answer: a store cart gone is forgotten (a new checkout makes a new one), and
    /// the shopper told; the next checkout asks first.
    static func looked(_ response: Response, _ state: inout AppState, _ effects: inout [Effect]) {
        guard case .storeCartExists(false) = response else { return }
        state.storeCartGone = true
        state.cart.storeCart = nil
        state.storeCart = nil
        effects.append(.saveCart(state.cart))
        state.status = StatusLine(
            "This cart's checkout at the store is gone: paid (perhaps in a browser) or expired. "
                + "If you paid, empty the cart; checking out again buys these lines again.", kind: .error)
    }

    /// The store's answer: its cart and totals are kept (a failure leaves the subtotal, with
    /// the codes counted at checkout, and says why).
    static func apply(_ response: Response, _ state: inout AppState, _ effects: inout [Effect]) {
        switch response {
        case .cartExtras(let cart, let store, _, _):
            state.cart.storeCart = cart.storeCart
            state.storeCart = store
            effects.append(.saveCart(state.cart))
        case .failure(let message):
            state.status = StatusLine("Could not get the store's totals: \(message) (r asks again)", kind: .error)
        default:
            break
        }
    }
}
