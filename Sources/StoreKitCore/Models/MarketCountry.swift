import Foundation

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
