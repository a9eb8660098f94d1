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
                availableCountries: context.commerce.catalog.markets.map(CountrySource.init),
                availableLanguages: market.languages.map(LanguageSource.init),
                country: CountrySource(market), language: LanguageSource(language), market: MarketSource(market))
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

    init(_ market: DemoCatalog.Market) {
        isoCode = market.country
        name = Locale(identifier: "en").localizedString(forRegionCode: market.country) ?? market.country
        currency = CurrencySource(market.currency)
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

    init(_ code: String) {
        isoCode = code
        name = Locale(identifier: "en").localizedString(forCurrencyCode: code) ?? code
        symbol = Locale(identifier: "en_\(code.prefix(2))").currencySymbol.flatMap { $0 == "¤" ? nil : $0 } ?? code
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
