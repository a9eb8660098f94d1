import Foundation
import StoreKitCore

extension StorefrontClient {
    /// How this store writes money, as its web storefront does: the shop's money format for
    /// the shop's currency (`{{amount}} €`), the buyer's locale for any other (a market's).
    /// The shop is read from the cache when it is there (an hour); a store that cannot say
    /// leaves the buyer's locale.
    public func moneyStyle() async -> MoneyStyle {
        let locale = buyer.locale
        guard let shop = try? await fetch(ShopQuery(), cachePolicy: .cacheFirst(expireIn: 3600)).shop else {
            return MoneyStyle(locale: locale)
        }
        return MoneyStyle(locale: locale, shopFormat: shop.moneyFormat, shopCurrency: shop.currencyCode)
    }
}

extension StoreSession {
    /// How this shop writes money (see ``StorefrontClient/moneyStyle()``): every command's
    /// amounts go through it, as the storefront's do.
    public func moneyStyle() async -> MoneyStyle { await client.moneyStyle() }
}
