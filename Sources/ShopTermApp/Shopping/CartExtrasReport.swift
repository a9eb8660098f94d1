import StoreKitCore

/// What a cart extras command (`cart discount|gift-card|note`) leaves to print: the cart, the
/// store's checkout summary (nil when the store was not asked), the notes, and the store's
/// refusal of the change, when it refused (the command then fails).
public struct CartExtrasReport {
    public var cart: LocalCart
    public var summary: CheckoutSummary?
    public var notes: [String]
    public var refusal: String?
}
