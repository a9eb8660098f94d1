import Foundation
import GraphQL
import StoreKitCore

struct CountrySource: Sendable {
    var isoCode: String
    var name: String
    var currency: CurrencySource
    var availableLanguages: [LanguageSource]
    var unitSystem: String
    var market: MarketSource

    /// The country of `market`, of a shop whose money format is `shopFormat`.
    init(_ market: DemoCatalog.Market, shopFormat: String) {
        isoCode = market.country
        name = Locale(identifier: "en").localizedString(forRegionCode: market.country) ?? market.country
        currency = CurrencySource(market.currency, shopCurrency: market.shopCurrency, shopFormat: shopFormat)
        availableLanguages = market.languages.map(LanguageSource.init)
        // The United States, Liberia and Myanmar measure in imperial units.
        unitSystem = ["US", "LR", "MM"].contains(market.country) ? "IMPERIAL_SYSTEM" : "METRIC_SYSTEM"
        self.market = MarketSource(market)
    }
}
