import Foundation

/// How the demo store writes amounts to a buyer (its checkout page, its cart warnings): in the
/// shop's money format for the shop's currency, else for the market's locale when in the
/// market's currency (its country and language, through CLDR: `297,53 €` in Germany,
/// `3 331,90 kr` in Sweden), else for `locale`. The store's own, shared with no client.
struct DemoMoneyStyle: Sendable {
    /// The locale for amounts no other rule is for (`en_US`).
    var locale: String
    /// The shop's money format, when it has one.
    var shopFormat: DemoMoneyFormat?
    /// The currency `shopFormat` is for.
    var shopCurrency: String?
    /// The locale of the market shopped in (`de_DE`), for amounts in its country's currency.
    var marketLocale: String?

    /// The CLDR locale of a market: its language (a Storefront `LanguageCode`, `PT_BR` → `pt`;
    /// nil: the country's most likely one, `SE` → `sv`) in its country (`sv_SE`), with Latin
    /// digits in every language (`ar_KW` would write ١٣٬٤٩٢ with a right-to-left mark).
    static func locale(country: String, language: String?) -> String {
        let code =
            language.map { String($0.split(separator: "_").first ?? "").lowercased() }
            ?? Locale.Language(identifier: "und-\(country)").maximalIdentifier.split(separator: "-").first.map(String.init) ?? "en"
        return "\(code.isEmpty ? "en" : code)_\(country.uppercased())@numbers=latn"
    }
}
