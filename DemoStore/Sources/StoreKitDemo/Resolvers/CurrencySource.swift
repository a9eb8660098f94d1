import Foundation
import GraphQL
import StoreKitCore

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
        let own = code == shopCurrency ? DemoMoneyFormat(shopFormat).format(0).map(Self.symbol(in:)) : nil
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
