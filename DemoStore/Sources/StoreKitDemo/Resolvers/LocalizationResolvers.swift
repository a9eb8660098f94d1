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
