import Foundation
import Testing

@testable import StoreKitCore

/// Shops write prices in their own money format; shopterm follows it.
@Suite struct MoneyFormatTests {
    @Test(arguments: [
        ("${{amount}}", "1234.5", "$1,234.50"), ("{{amount_with_comma_separator}} €", "1234.5", "1.234,50 €"),
        ("{{ amount_no_decimals }} kr", "1234", "1,234 kr"), ("<span class=money>&pound;{{amount}}</span>", "7", "£7.00"),
        // An amount finer than the format keeps its digits: shown is charged.
        ("{{ amount_no_decimals }} kr", "1234.5", "1,234.5 kr"),
        ("CHF {{amount_with_apostrophe_separator}}", "1234567.891", "CHF 1'234'567.891"),
        ("{{amount_with_space_separator}} zł", "999.9", "999,90 zł"), ("${{amount}}", "-5", "-$5.00"),
        ("{{amount_no_decimals_with_comma_separator}} ₫", "1500000", "1.500.000 ₫"),
    ])
    func pricesFollowTheShopsFormat(_ format: String, _ amount: String, _ written: String) {
        #expect(MoneyFormat(format).format(Decimal(string: amount)!) == written)
    }

    @Test func anUnknownFormatFallsBackToTheBuyersLocale() {
        #expect(MoneyFormat("{{price}}").format(1) == nil)
        let style = MoneyStyle(locale: "en_US", shopFormat: "{{price}}", shopCurrency: "USD")
        #expect(Money(amount: 5, currencyCode: "USD").formatted(style) == "$5.00")
        let eur = MoneyStyle(locale: "en_US", shopFormat: "{{amount_with_comma_separator}} €", shopCurrency: "EUR")
        #expect(Money(amount: 5, currencyCode: "EUR").formatted(eur) == "5,00 €")
        #expect(Money(amount: 5, currencyCode: "USD").formatted(eur) == "$5.00")
    }
}
