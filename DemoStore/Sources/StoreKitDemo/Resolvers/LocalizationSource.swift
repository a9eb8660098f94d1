import Foundation
import GraphQL
import StoreKitCore

struct LocalizationSource: Sendable {
    var availableCountries: [CountrySource]
    var availableLanguages: [LanguageSource]
    var country: CountrySource
    var language: LanguageSource
    var market: MarketSource
}
