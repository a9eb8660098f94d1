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
