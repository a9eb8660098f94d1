import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The demo store's own money, `DemoMoney`: Shopify's `MoneyV2` JSON, the amount a decimal
/// string in its currency's minor unit, read strictly and never through floating point; and
/// written for a buyer as the store writes it, without the client's `Money`.
@Suite struct DemoMoneyTests {
    @Test func itIsMoneyV2JSONWithTheAmountAsADecimalString() throws {
        let yen = try #require(DemoMoney(amount: "7525", currencyCode: "JPY"))
        let dinars = try #require(DemoMoney(amount: "25.307", currencyCode: "KWD"))
        let euros = try #require(DemoMoney(amount: "11.5", currencyCode: "EUR"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode([yen, dinars, euros]), as: UTF8.self)
                == #"[{"amount":"7525","currencyCode":"JPY"},{"amount":"25.307","currencyCode":"KWD"},{"amount":"11.50","currencyCode":"EUR"}]"#)
        let read = try JSONDecoder().decode(
            [DemoMoney].self, from: Data(#"[{"amount":"0.125","currencyCode":"USD"},{"amount":3,"currencyCode":"USD"}]"#.utf8))
        #expect(read.map(\.plainAmount) == ["0.125", "3.00"])
        #expect(read[0].amount == Decimal(sign: .plus, exponent: -3, significand: 125))
    }

    @Test(arguments: ["12.50", " 12.5\t", "-3", "+0.10", "12345678901234567890.5"])
    func aPlainDecimalIsRead(_ text: String) throws {
        let amount = try #require(DemoMoney.parseDecimal(text))
        #expect(amount == Decimal(string: text.trimmingCharacters(in: .whitespaces), locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test(arguments: ["1,50", "1.5.0", ".5", "5.", "1e3", "", "-", "12 50", "١٢", "1\u{301}"])
    func anythingElseIsNot(_ text: String) {
        #expect(DemoMoney.parseDecimal(text) == nil)
    }

    /// A Norwegian shop's style (`{{amount_with_comma_separator}} kr`) for a buyer in `en_US`
    /// shopping its German market: the demo's own, as the client's `MoneyStyle` of the same.
    static let norwegianShop = DemoMoneyStyle(
        locale: "en_US", shopFormat: DemoMoneyFormat("{{amount_with_comma_separator}} kr"), shopCurrency: "NOK", marketLocale: "de_DE")

    /// The shop's format for its own currency, the market's locale for the market's currency,
    /// the buyer's locale for another, each as shopterm writes the same amount (CLDR's, as
    /// Shopify's); no direction marks.
    @Test(arguments: [("1296.5", "NOK"), ("1296.23", "EUR"), ("12", "USD"), ("9429.98", "JPY"), ("0.683", "KWD")])
    func itIsWrittenAsTheStoreWritesItToABuyer(_ amount: String, _ currency: String) throws {
        let style = MoneyStyle(locale: "en_US", shopFormat: "{{amount_with_comma_separator}} kr", shopCurrency: "NOK", marketLocale: "de_DE")
        let demo = try #require(DemoMoney(amount: amount, currencyCode: currency))
        let client = try #require(Money(amount: amount, currencyCode: currency))
        #expect(demo.formatted(Self.norwegianShop) == client.formatted(style))
        #expect(demo.formatted(locale: "ar_KW@numbers=latn") == client.formatted(locale: "ar_KW@numbers=latn"))
        #expect(!demo.formatted(locale: "ar_KW").unicodeScalars.contains { [0x200E, 0x200F, 0x061C].contains($0.value) })
    }

    @Test func theShopsOwnCurrencyIsInTheShopsFormat() {
        #expect(DemoMoney(amount: Decimal(string: "1296.5")!, currencyCode: "NOK").formatted(Self.norwegianShop) == "1.296,50 kr")
    }
}
