import StoreKitCore

/// The store's cart after a change of the extras or a refresh: the cart as sent with the store
/// cart it now has, the store's totals, what the store said, and why it refused a code.
struct CartExtrasAnswer: Equatable, Sendable {
    /// The cart sent, with its extras and store cart as the store left them.
    let cart: LocalCart
    /// The store's cart and totals (nil when it has none).
    let store: CheckoutState?
    /// What the store said of the change.
    let notices: [String]
    /// Why the store refused the change, when it did.
    let refusal: String?
}
