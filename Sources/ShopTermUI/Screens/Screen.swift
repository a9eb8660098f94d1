import Foundation
import StoreKitCore

/// A screen on the stack.
public enum Screen: Equatable, Sendable {
    case home
    case collection(CollectionScreen)
    case product(ProductScreen)
    case search(SearchScreen)
    case cart
    case checkout(CheckoutScreen)
    case account(AccountScreen)
    case order(OrderScreen)
    case markets(MarketScreen)
    /// The search of every store (the global catalog).
    case everywhere(EverywhereScreen)
}
