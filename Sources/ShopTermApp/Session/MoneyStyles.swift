import Foundation
import StoreKitCore

extension StorefrontClient {
    /// How this store writes money, as its web storefront does: the shop's money format for
    /// the shop's currency (`{{amount}} €`), the market's locale for a market's currency (the
    /// buyer's country and language: `297,53 €` in Germany). The shop is read from the cache
    /// when it is there (an hour); a store that cannot say leaves the market's locale.
    public func moneyStyle() async -> MoneyStyle {
        let buyer = buyer
        let market = buyer.country.map { MarketChoice(country: $0, language: buyer.language).moneyLocale }
        guard let shop = try? await fetch(ShopQuery(), cachePolicy: .cacheFirst(expireIn: 3600)).shop else {
            return MoneyStyle(locale: buyer.locale, marketLocale: market)
        }
        return MoneyStyle(locale: buyer.locale, shopFormat: shop.moneyFormat, shopCurrency: shop.currencyCode, marketLocale: market)
    }
}

extension StoreSession {
    /// How this shop writes money (see ``StorefrontClient/moneyStyle()``): every command's
    /// amounts go through it, as the storefront's do.
    public func moneyStyle() async -> MoneyStyle { await client.moneyStyle() }
}
