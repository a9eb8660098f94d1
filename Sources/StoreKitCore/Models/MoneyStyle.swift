import Foundation

/// How amounts are written: in the shop's own money format for its currency, else for the
/// market's locale when in the market's currency (its country and language, through CLDR:
/// `297,53 €` in Germany, `3 331,90 kr` in Sweden), else for the buyer's locale.
public struct MoneyStyle: Sendable, Hashable {
    /// The buyer's locale (`en_US`), for amounts the shop's format is not for.
    public var locale: String
    /// The shop's money format, when known.
    public var shopFormat: MoneyFormat?
    /// The currency the shop's format is for (another currency is written for the locale).
    public var shopCurrency: String?
    /// The locale of the market shopped in (`de_DE`), for amounts in its currency (the
    /// currency CLDR gives its country); nil when no country is chosen (the shop's own market).
    public var marketLocale: String? {
        didSet { marketCurrency = Self.currency(of: marketLocale) }
    }
    /// The currency of `marketLocale`'s country: amounts in another (a cart left in euros, a
    /// checkout to another country) are written for the buyer's locale, not as if they were
    /// the market's.
    private(set) var marketCurrency: String?
    /// Every character ASCII (a terminal under `LANG=C`): a currency sign that is not ASCII
    /// (`€`, `د.ك.`, `¥`) is written as its ISO 4217 code (`297,53 EUR`, `16.448 KWD`).
    public var asciiOnly: Bool

    /// The style of a buyer in `locale`, of a shop with `shopFormat` for `shopCurrency`,
    /// shopping in the market of `marketLocale` (nil: the shop's own; see ``locale(country:language:)``).
    public init(locale: String, shopFormat: String? = nil, shopCurrency: String? = nil, marketLocale: String? = nil, asciiOnly: Bool = false) {
        self.locale = locale
        self.asciiOnly = asciiOnly
        self.shopFormat = shopFormat.map(MoneyFormat.init)
        self.shopCurrency = shopCurrency
        self.marketLocale = marketLocale
        self.marketCurrency = Self.currency(of: marketLocale)
    }

    private static func currency(of locale: String?) -> String? {
        locale.flatMap { Locale(identifier: $0).currency?.identifier }
    }

    /// The CLDR locale of a market: its language (the Storefront's `LanguageCode`, `PT_BR` → `pt`;
    /// nil: the country's most likely one, `SE` → `sv`) in its country (`sv_SE`).
    public static func locale(country: String, language: String?) -> String {
        let code =
            language.map { String($0.split(separator: "_").first ?? "").lowercased() }
            ?? Locale.Language(identifier: "und-\(country)").maximalIdentifier.split(separator: "-").first.map(String.init) ?? "en"
        // Latin digits in every language (`ar_KW` would write ١٣٬٤٩٢ with a right-to-left mark):
        // amounts line up in a terminal's columns and read the same on every screen.
        return "\(code.isEmpty ? "en" : code)_\(country.uppercased())@numbers=latn"
    }
}
