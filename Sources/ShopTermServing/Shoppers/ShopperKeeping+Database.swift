import Foundation
import ShopTermApp
import StoreKitCore

extension ShopperKeeping {
    /// `shopper`'s row at `shop` in serve-ssh's database. A cart that cannot be read as one is
    /// copied to a row of its own (`shopper` + `.unreadable-<time>`) before an empty cart stands.
    public static func database(_ database: ShopperDatabase, shop: String, shopper: String) -> ShopperKeeping {
        ShopperKeeping(
            loadCart: {
                guard let text = try database.load(.cart, shop: shop, shopper: shopper) else { return LoadedCart(cart: LocalCart()) }
                if let cart = try? JSONDecoder().decode(LocalCart.self, from: Data(text.utf8)), cart.isWellFormed { return LoadedCart(cart: cart) }
                let aside = "\(shopper).unreadable-\(Int(Date().timeIntervalSince1970))"
                try database.save(.cart, text, shop: shop, shopper: aside)
                try database.save(.cart, try kept(LocalCart()), shop: shop, shopper: shopper)
                return LoadedCart(cart: LocalCart(), problem: "Your saved cart could not be read; it was kept aside and a new one started.")
            },
            saveCart: { cart in
                try database.save(.cart, try kept(cart), shop: shop, shopper: shopper)
            },
            loadMarket: {
                guard let text = try? database.load(.market, shop: shop, shopper: shopper),
                    let choice = try? JSONDecoder().decode(MarketChoice.self, from: Data(text.utf8)), choice.isWellFormed
                else { return nil }
                return choice
            },
            saveMarket: { choice in
                try database.save(.market, try kept(choice), shop: shop, shopper: shopper)
            }, customer: DatabaseCustomerSession(database: database, shop: shop, shopper: shopper))
    }

    /// `value` as it is kept (``KeptJSON``), as text.
    private static func kept(_ value: some Encodable) throws -> String {
        String(decoding: try KeptJSON.encoder.encode(value), as: UTF8.self)
    }
}
