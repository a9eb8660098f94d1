import StoreKitCore

/// What the answers to the checkout's requests become, step by step.
enum CheckoutEvent: ScreenEvent {
    /// The store's cart made for the checkout (⏎ on the address).
    case created(Result<CheckoutState, StoreFailure>)
    /// Its shipping rates, asked for once it was made.
    case ratesCalculated(Result<CheckoutState, StoreFailure>)
    /// The rate chosen (⏎ on the rates).
    case shippingChosen(Result<CheckoutState, StoreFailure>)
    /// The order, once the checkout handed off is paid.
    case paid(Result<CompletedOrder, StoreFailure>)

    func apply(depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        Checkout.apply(self, depth: depth, &state, &effects)
    }
}
