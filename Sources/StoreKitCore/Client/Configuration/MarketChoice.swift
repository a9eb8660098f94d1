import Foundation

/// The market a shopper picked for one shop: the country prices, availability and the cart are
/// given for, and the language the store answers in (`@inContext(country:language:)`).
public struct MarketChoice: Sendable, Hashable, Codable {
    /// ISO 3166 country code ("CA").
    public var country: String
    /// `LanguageCode` ("FR", "PT_BR"); nil leaves it to the store (the country's default).
    public var language: String?

    /// Shopping in `country`, in `language` (nil: the country's default).
    public init(country: String, language: String? = nil) {
        self.country = country
        self.language = language
    }

    /// The CLDR locale its amounts are written in (`de_DE`; see ``MoneyStyle/locale(country:language:)``).
    public var moneyLocale: String { MoneyStyle.locale(country: country, language: language) }

    /// True when both codes are shaped as the Storefront API's enums are.
    public var isWellFormed: Bool {
        BuyerContext.isCountryCode(country) && (language.map(BuyerContext.isLanguageCode) ?? true)
    }
}
