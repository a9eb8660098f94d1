import Foundation
import StoreKitCore

/// Where one shopper's cart and picked market are kept: this computer's files (the CLI and the
/// storefront run by hand), or serve-ssh's shoppers' database, by shop and shopper.
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

    /// Keeping of the given parts.
    public init(
        loadCart: @escaping @Sendable () throws -> LoadedCart, saveCart: @escaping @Sendable (LocalCart) throws -> Void,
        loadMarket: @escaping @Sendable () -> MarketChoice?, saveMarket: @escaping @Sendable (MarketChoice) throws -> Void
    ) {
        self.loadCart = loadCart
        self.saveCart = saveCart
        self.loadMarket = loadMarket
        self.saveMarket = saveMarket
    }

    /// This computer's cart and market files (the market file is read with the configuration).
    public static func files(cart: CartFile, market: MarketChoiceFile) -> ShopperKeeping {
        ShopperKeeping(
            loadCart: {
                let loaded = try cart.load()
                return LoadedCart(
                    cart: loaded.cart, problem: loaded.movedAside.map { "The cart file could not be read; it was moved to \($0.path)." })
            },
            saveCart: { try cart.save($0) }, loadMarket: { nil }, saveMarket: { try market.save($0) })
    }

    /// `shopper`'s row at `shop` in serve-ssh's database. A cart that cannot be read as one is
    /// copied to a row of its own (`shopper` + `.unreadable-<time>`) before an empty cart stands.
    public static func database(_ database: ShopperDatabase, shop: String, shopper: String) -> ShopperKeeping {
        ShopperKeeping(
            loadCart: {
                guard let text = try database.load(.cart, shop: shop, shopper: shopper) else { return LoadedCart(cart: LocalCart()) }
                if let cart = try? JSONDecoder().decode(LocalCart.self, from: Data(text.utf8)), cart.isWellFormed { return LoadedCart(cart: cart) }
                let aside = "\(shopper).unreadable-\(Int(Date().timeIntervalSince1970))"
                try database.save(.cart, text, shop: shop, shopper: aside)
                try database.save(.cart, String(decoding: try LocalCart.storageEncoder.encode(LocalCart()), as: UTF8.self), shop: shop, shopper: shopper)
                return LoadedCart(cart: LocalCart(), problem: "Your saved cart could not be read; it was kept aside and a new one started.")
            },
            saveCart: { cart in
                try database.save(.cart, String(decoding: try LocalCart.storageEncoder.encode(cart), as: UTF8.self), shop: shop, shopper: shopper)
            },
            loadMarket: {
                guard let text = try? database.load(.market, shop: shop, shopper: shopper),
                    let choice = try? JSONDecoder().decode(MarketChoice.self, from: Data(text.utf8)), choice.isWellFormed
                else { return nil }
                return choice
            },
            saveMarket: { choice in
                try database.save(.market, String(decoding: try LocalCart.storageEncoder.encode(choice), as: UTF8.self), shop: shop, shopper: shopper)
            })
    }
}
