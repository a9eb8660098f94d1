import Foundation
import StoreKitCore
import Testing

/// UCP amounts are integers in the currency's minor unit: converted exactly, never through
/// floating point, and never made up.
struct UCPMoneyTests {
    @Test(arguments: [(12000, "USD", "120.00"), (1200, "JPY", "1200"), (3390, "KWD", "3.390"), (1, "USD", "0.01"), (-250, "EUR", "-2.50")])
    func minorUnitsBecomeExactMoney(_ amount: Int, _ currency: String, _ expected: String) throws {
        let money = try #require(MinorUnits.money(amount, currency: currency))
        #expect(money.amount == Money.parseDecimal(expected))
        #expect(money.plainAmount == expected)
        #expect(money.currencyCode == currency)
    }

    @Test func aLowerCaseCodeIsUpperCasedAndABadOneRefused() {
        #expect(MinorUnits.money(100, currency: "usd")?.currencyCode == "USD")
        #expect(MinorUnits.money(100, currency: "US") == nil)
        #expect(MinorUnits.money(100, currency: "U$D") == nil)
        #expect(MinorUnits.money(Int.max, currency: "USD") == nil)
    }

    @Test(arguments: [
        (Decimal(120), "USD", 12000), (Decimal(string: "19.99")!, "USD", 1999), (Decimal(1200), "JPY", 1200), (Decimal(string: "3.39")!, "KWD", 3390),
    ])
    func majorUnitsBecomeMinorOnTheWire(_ amount: Decimal, _ currency: String, _ expected: Int) {
        #expect(MinorUnits.minor(amount, currency: currency) == expected)
    }

    /// A missing, string, fractional or Boolean amount is no price at all, never zero.
    @Test(arguments: [#""amount": "12000","#, #""amount": 120.5,"#, #""amount": true,"#, #""#, #""amount": null,"#])
    func anAmountThatIsNotAnIntegerIsNoPrice(_ amount: String) async throws {
        let variant = #"{"id": "v", "title": "V", "price": {\#(amount) "currency": "USD"}}"#
        let product = #"{"id": "p", "title": "P", "price_range": {"min": {\#(amount) "currency": "USD"}}, "variants": [\#(variant)]}"#
        let script = CatalogScript([.profile(), .result(UCPFixtures.page([product]))])
        let page = try await UCPFixtures.client(script).search(GlobalSearch(query: "x"))
        let found = try #require(page.products.first)
        #expect(found.minPrice == nil)
        #expect(found.offers.first?.price == nil)
    }

    @Test func aProductsPricesAreReadInItsCurrency() async throws {
        let script = CatalogScript([.profile(), .result(UCPFixtures.page([UCPFixtures.product(price: "1500", currency: "JPY")]))])
        let product = try #require(try await UCPFixtures.client(script).search(GlobalSearch(query: "x")).products.first)
        #expect(product.minPrice == Money(amount: 1500, currencyCode: "JPY"))
        #expect(product.offers.first?.listPrice == Money(amount: 15000, currencyCode: "JPY"))
    }
}
