import Foundation
import StoreKitCore
import Synchronization

/// Where one shopper's cart, picked market and signed-in customer are kept: this computer's
/// files (the CLI and the storefront run by hand), serve-ssh's shoppers' database, by shop and
/// shopper (ShopTermServing's `ShopperKeeping.database`), or a guest's memory.
public struct ShopperKeeping: Sendable {
    /// What loading the cart found: the cart, and what went wrong with the one kept, if anything
    /// (said on the status line; the unreadable cart is kept aside, never lost).
    public struct LoadedCart: Sendable, Equatable {
        /// The cart (empty when none was kept or it could not be read).
        public var cart: LocalCart
        /// One line about a kept cart that could not be read, and where it went.
        public var problem: String?

        /// `cart`, with `problem`.
        public init(cart: LocalCart, problem: String? = nil) {
            self.cart = cart
            self.problem = problem
        }
    }

    /// Reads the cart.
    public var loadCart: @Sendable () throws -> LoadedCart
    /// Replaces the cart.
    public var saveCart: @Sendable (LocalCart) throws -> Void
    /// The market this shopper picked last, when it is kept apart from the configuration (nil:
    /// none, or the configuration has read it already, as it reads this computer's file).
    public var loadMarket: @Sendable () -> MarketChoice?
    /// Remembers the market picked.
    public var saveMarket: @Sendable (MarketChoice) throws -> Void
    /// The signed-in customer.
    public var customer: any CustomerSessionKeeping
    /// Said on the status line when the storefront opens (a guest is told their cart will not last).
    public var notice: String?

    /// Keeping of the given parts.
    public init(
        loadCart: @escaping @Sendable () throws -> LoadedCart, saveCart: @escaping @Sendable (LocalCart) throws -> Void,
        loadMarket: @escaping @Sendable () -> MarketChoice?, saveMarket: @escaping @Sendable (MarketChoice) throws -> Void,
        customer: any CustomerSessionKeeping
    ) {
        self.loadCart = loadCart
        self.saveCart = saveCart
        self.loadMarket = loadMarket
        self.saveMarket = saveMarket
        self.customer = customer
    }

    /// This computer's cart, market and session files (the market file is read with the configuration).
    public static func files(cart: CartFile, market: MarketChoiceFile, session: SessionFile) -> ShopperKeeping {
        ShopperKeeping(
            loadCart: {
                let loaded = try cart.load()
                return LoadedCart(
                    cart: loaded.cart, problem: loaded.movedAside.map { "The cart file could not be read; it was moved to \($0.path)." })
            },
            saveCart: { try cart.save($0) }, loadMarket: { nil }, saveMarket: { try market.save($0) }, customer: session)
    }

    /// Nothing kept beyond this process: a guest's cart, market and login last their session.
    public static func memory(notice: String?) -> ShopperKeeping {
        let kept = Mutex<(cart: LocalCart, market: MarketChoice?)>((LocalCart(), nil))
        var keeping = ShopperKeeping(
            loadCart: { LoadedCart(cart: kept.withLock { $0.cart }) }, saveCart: { cart in kept.withLock { $0.cart = cart } },
            loadMarket: { kept.withLock { $0.market } }, saveMarket: { market in kept.withLock { $0.market = market } },
            customer: MemoryCustomerSession())
        keeping.notice = notice
        return keeping
    }

}
