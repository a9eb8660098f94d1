import StoreKitCore

/// A change of market done: the market now shopped in, and the store's cart as it is there
/// (nil when the cart has none, or it could not be moved).
struct MarketMove: Equatable, Sendable {
    var choice: MarketChoice
    var storeCart: CheckoutState?
}
