import Foundation

/// Where a shop sells (`localization`): each country of its markets with the currency it pays in
/// and the languages it reads, and the country and language the request was answered in.
public struct StoreLocalization: Sendable, Hashable, Codable {
    /// The countries the shop sells to.
    public var countries: [MarketCountry]
    /// The country prices were given for (the shop's own unless `@inContext` chose another it sells to).
    public var country: String
    /// The language the answer was given in (a `LanguageCode`, "EN").
    public var language: String

    /// Where a shop sells, as answered in `country` and `language`.
    public init(countries: [MarketCountry], country: String, language: String) {
        self.countries = countries
        self.country = country
        self.language = language
    }

    /// The country with `code`, if the shop sells there.
    public func country(_ code: String) -> MarketCountry? { countries.first { $0.code == code.uppercased() } }
}

/// A country a shop sells to.
public struct MarketCountry: Sendable, Hashable, Codable {
    /// ISO 3166 code ("CA").
    public var code: String
    /// The country's name, in the language of the answer.
    public var name: String
    /// ISO 4217 code ("CAD") and symbol ("$").
    public var currency: String
    /// The currency's symbol ("$").
    public var currencySymbol: String
    /// The languages its shoppers can read the shop in.
    public var languages: [MarketLanguage]

    /// A country the shop sells to, in `currency`, read in `languages`.
    public init(code: String, name: String, currency: String, currencySymbol: String, languages: [MarketLanguage]) {
        self.code = code
        self.name = name
        self.currency = currency
        self.currencySymbol = currencySymbol
        self.languages = languages
    }

    /// The currency as a shopper reads it: its code and symbol ("CAD $"), or the code once when
    /// the store answers the code as its symbol (the Swiss franc's `symbol` is often "CHF").
    public var currencyLabel: String {
        let symbol = currencySymbol.trimmingCharacters(in: .whitespaces)
        return symbol.isEmpty || symbol.caseInsensitiveCompare(currency) == .orderedSame ? currency : "\(currency) \(symbol)"
    }
}

/// A language a country's shoppers read.
public struct MarketLanguage: Sendable, Hashable, Codable {
    /// The `LanguageCode` ("FR", "PT_BR").
    public var code: String
    /// The language's name, in the language of the answer.
    public var name: String

    /// The language `code`, called `name`.
    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}
