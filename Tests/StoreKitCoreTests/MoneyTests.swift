import Foundation
import Testing

@testable import StoreKitCore

@Suite struct MoneyTests {
    @Test func parsesDecimalStringsExactly() throws {
        let money = try #require(Money(amount: "19.99", currencyCode: "USD"))
        #expect(money.amount == Decimal(string: "19.99"))
        #expect(money.amount * 3 == Decimal(string: "59.97"))
        #expect(Money(amount: "0.1", currencyCode: "USD")!.amount + Money(amount: "0.2", currencyCode: "USD")!.amount == Decimal(string: "0.3"))
    }

    @Test(arguments: ["1e9", "abc", "", "1,50", "1.", ".5", "--1", "NaN", "12 000"])
    func refusesNonDecimals(_ text: String) { #expect(Money(amount: text, currencyCode: "USD") == nil) }

    @Test func plainAmountHasTwoDecimals() {
        #expect(Money(amount: "12", currencyCode: "USD")!.plainAmount == "12.00")
        #expect(Money(amount: "12.5", currencyCode: "USD")!.plainAmount == "12.50")
        #expect(Money(amount: "0.125", currencyCode: "USD")!.plainAmount == "0.125")
    }

    /// `--json` writes every amount in its currency's minor unit (issue 41): JPY none, KWD and
    /// BHD three digits, CLF four; a finer amount the store stated keeps every digit.
    @Test func plainAmountHasItsCurrencysDigits() throws {
        let cases: [(String, String, String)] = [
            ("899.00", "JPY", "899"), ("899", "KRW", "899"), ("3.39", "KWD", "3.390"), ("0", "KWD", "0.000"),
            ("12", "BHD", "12.000"), ("1.5", "CLF", "1.5000"), ("0.5", "JPY", "0.5"), ("3.4835", "KWD", "3.4835"),
            ("7", "EUR", "7.00"),
        ]
        for (amount, currency, plain) in cases {
            let money = try #require(Money(amount: amount, currencyCode: currency))
            #expect(money.plainAmount == plain, "\(amount) \(currency)")
            let json = try #require(String(data: try JSONEncoder().encode(money), encoding: .utf8))
            #expect(json.contains("\"amount\":\"\(plain)\""), "\(json)")
        }
    }

    @Test func formatsForTheBuyersLocale() {
        let price = Money(amount: "1234.5", currencyCode: "EUR")!
        #expect(price.formatted(locale: "en_US") == "€1,234.50")
        #expect(price.formatted(locale: "de_DE") == "1.234,50\u{a0}€")
        #expect(Money(amount: "1500", currencyCode: "JPY")!.formatted(locale: "ja_JP") == "¥1,500")
    }

    /// A market's currency is written in the market's locale (its country and language, CLDR
    /// through Foundation), the shop's own in its money format (issue 41, point 8).
    @Test func aMarketsCurrencyFollowsTheMarketsLocale() {
        #expect(MoneyStyle.locale(country: "DE", language: "DE") == "de_DE@numbers=latn")
        #expect(MoneyStyle.locale(country: "SE", language: nil) == "sv_SE@numbers=latn")
        #expect(MoneyStyle.locale(country: "BR", language: "PT_BR") == "pt_BR@numbers=latn")
        let shop = "CHF {{amount_with_apostrophe_separator}}"
        let germany = MoneyStyle(locale: "en_US", shopFormat: shop, shopCurrency: "CHF", marketLocale: "de_DE")
        #expect(Money(amount: "297.53", currencyCode: "EUR")!.formatted(germany) == "297,53\u{a0}€")
        #expect(Money(amount: "3288", currencyCode: "CHF")!.formatted(germany) == "CHF 3'288.00")
        let sweden = MoneyStyle(locale: "en_US", shopFormat: shop, shopCurrency: "CHF", marketLocale: MarketChoice(country: "SE").moneyLocale)
        #expect(Money(amount: "3331.9", currencyCode: "SEK")!.formatted(sweden) == "3\u{a0}331,90\u{a0}kr")
        // No market chosen: the buyer's own locale.
        #expect(Money(amount: "297.53", currencyCode: "EUR")!.formatted(MoneyStyle(locale: "en_US")) == "€297.53")
    }

    /// Found by an outside walk: a market's locale is for the market's currency only, its digits
    /// are Latin and no direction mark is written; the shop's format keeps the currency's minor
    /// unit (KWD: three digits).
    @Test func aMarketsLocaleIsForItsCurrencyOnly() {
        let germany = MoneyStyle(
            locale: "en_US", shopFormat: "kr {{amount_with_comma_separator}}", shopCurrency: "NOK",
            marketLocale: MarketChoice(country: "DE").moneyLocale)
        // A checkout to the USA from the German market: dollars as the buyer writes them, not "58,92 $".
        #expect(Money(amount: "58.92", currencyCode: "USD")!.formatted(germany) == "$58.92")
        #expect(Money(amount: "297.53", currencyCode: "EUR")!.formatted(germany) == "297,53\u{a0}€")
        let kuwait = MoneyStyle(
            locale: "en_US", shopFormat: "{{amount}} KD", shopCurrency: "KWD", marketLocale: MarketChoice(country: "KW").moneyLocale)
        #expect(Money(amount: "13492", currencyCode: "JPY")!.formatted(kuwait) == "¥13,492")
        let dinars = Money(amount: "27.5", currencyCode: "KWD")!
        #expect(dinars.formatted(kuwait) == "27.500 KD")
        #expect(Money(amount: "0", currencyCode: "KWD")!.formatted(kuwait) == "0.000 KD")
        let arabic = MoneyStyle(locale: "en_US", marketLocale: MarketChoice(country: "KW", language: "AR").moneyLocale)
        let written = dinars.formatted(arabic)
        #expect(
            written.unicodeScalars.allSatisfy { !(0x200E...0x200F).contains($0.value) && !(0x0660...0x0669).contains($0.value) },
            "\(written.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(written.contains("27") && written.contains("500"), "\(written)")
    }

    @Test func codableRoundTripKeepsTheAmountAsAString() throws {
        let data = try JSONEncoder().encode(Money(amount: "9.90", currencyCode: "CAD")!)
        #expect(String(decoding: data, as: UTF8.self).contains(#""amount":"9.90""#))
        #expect(try JSONDecoder().decode(Money.self, from: data) == Money(amount: "9.9", currencyCode: "CAD"))
    }
}
