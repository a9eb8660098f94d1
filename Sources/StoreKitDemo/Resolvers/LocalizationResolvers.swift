import Foundation
import GraphQL
import StoreKitCore

/// `localization`: the shop's markets as countries (currency, languages), and the country and
/// language the request's `@inContext` chose (the shop's own when it chose none it sells to; a
/// language the country does not read falls back to its first).
enum LocalizationResolvers {
    static let table: [String: GraphQLFieldResolve] = [
        "QueryRoot.localization": resolver(Root.self) { _, _, context in
            let market = context.market
            let language = context.language.flatMap { market.languages.contains($0) ? $0 : nil } ?? market.languages[0]
            return LocalizationSource(
                availableCountries: context.commerce.catalog.markets.map { CountrySource($0, shopFormat: context.commerce.catalog.shop.moneyFormat) },
                availableLanguages: market.languages.map(LanguageSource.init),
                country: CountrySource(market, shopFormat: context.commerce.catalog.shop.moneyFormat), language: LanguageSource(language),
                market: MarketSource(market))
        }
    ]
}

struct LocalizationSource: Sendable {
    var availableCountries: [CountrySource]
    var availableLanguages: [LanguageSource]
    var country: CountrySource
    var language: LanguageSource
    var market: MarketSource
}

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

struct CurrencySource: Sendable {
    var isoCode: String
    var name: String
    var symbol: String

    /// The currency `code` of a shop in `shopCurrency` whose money format is `shopFormat`.
    init(_ code: String, shopCurrency: String, shopFormat: String) {
        isoCode = code
        name = Locale(identifier: "en").localizedString(forCurrencyCode: code) ?? code
        // Its symbol as CLDR writes it in English, narrow ("kr" for the Norwegian krone, not
        // "NOK"; Shopify formats money with CLDR: https://polaris.shopify.com/foundations/formatting-localized-currency).
        // When CLDR has only the code (the Kuwaiti dinar), the shop's own currency is written
        // with the symbol its money format uses ("{{amount}} KD": "KD").
        let narrow = Self.symbol(in: Decimal(0).formatted(.currency(code: code).presentation(.narrow).locale(Locale(identifier: "en"))))
        let own = code == shopCurrency ? MoneyFormat(shopFormat).format(0).map(Self.symbol(in:)) : nil
        symbol = narrow.isEmpty || narrow == code ? (own.flatMap { $0.isEmpty ? nil : $0 } ?? code) : narrow
    }

    /// The symbol in an amount written with one: what is left without its digits, separators
    /// and spaces.
    static func symbol(in amount: String) -> String {
        String(
            String.UnicodeScalarView(
                amount.unicodeScalars.filter { !CharacterSet.decimalDigits.union(.whitespaces).contains($0) && !".,'-".unicodeScalars.contains($0) }))
    }
}

struct LanguageSource: Sendable {
    var isoCode: String
    var name: String
    var endonymName: String

    init(_ code: String) {
        isoCode = code
        let identifier = code.lowercased().replacingOccurrences(of: "_", with: "-")
        name = Locale(identifier: "en").localizedString(forIdentifier: identifier) ?? code
        endonymName = Locale(identifier: identifier).localizedString(forIdentifier: identifier) ?? name
    }
}

struct MarketSource: Sendable {
    var id: String
    var handle: String

    init(_ market: DemoCatalog.Market) {
        id = market.id
        handle = market.handle
    }
}
