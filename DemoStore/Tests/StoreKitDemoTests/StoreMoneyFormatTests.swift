import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// The demo store writes amounts as the store writes them to the buyer, on its checkout page and
/// in its own cart warnings: the shop's money format in the shop's currency, a market's currency
/// in that market's locale. A Norwegian bookshop in kroner selling in Sweden and Germany, and a
/// Kuwaiti one in dinars (three decimals) selling in Japan.
@Suite struct StoreMoneyFormatTests {
    static func catalog(_ json: String) -> DemoCatalog { try! DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8))) }

    /// Rates of 1 and 0.1 keep the conversions exact: the figures below are the file's.
    static let bookshop = catalog(
        """
        {"shop": {"name": "Bokhylla", "currencyCode": "NOK", "countryCode": "NO", "moneyFormat": "kr {{amount_with_comma_separator}}"},
         "products": [{"handle": "roman", "title": "Roman", "variants": [{"price": "1249.00"}]}],
         "discountCodes": [{"code": "BOK50", "amount": "50.00", "minimumSubtotal": "5000.00"}],
         "shippingZones": [{"name": "Norden og Europa", "countries": ["NO", "SE", "DE"], "rates": [{"title": "Posten", "price": "20.00"}]}],
         "markets": [{"country": "SE", "currency": "SEK", "rate": "1", "languages": ["SV", "EN"]},
                     {"country": "DE", "currency": "EUR", "rate": "0.1", "languages": ["DE", "EN"]}]}
        """)

    static let dinarShop = catalog(
        """
        {"shop": {"name": "Maktaba", "currencyCode": "KWD", "countryCode": "KW", "moneyFormat": "{{amount}} KD"},
         "products": [{"handle": "kitab", "title": "Kitab", "variants": [{"price": "1249.500"}]}],
         "discountCodes": [{"code": "KUTUB", "amount": "5.000", "minimumSubtotal": "5000.000"}],
         "markets": [{"country": "JP", "currency": "JPY", "rate": "1", "languages": ["JA"]}]}
        """)

    static func client(_ demo: DemoHarness, country: String?) -> StorefrontClient {
        StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "", buyer: BuyerContext(country: country)),
            transport: InProcessTransport(store: demo.store))
    }

    static func flow(_ demo: DemoHarness, country: String?) -> CheckoutFlow {
        CheckoutFlow(
            backend: CartCheckout(client: client(demo, country: country), polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock()),
            clock: TestClock())
    }

    static let variant = ProductVariant.ID("gid://shopify/ProductVariant/1")

    /// The minimum a code asks for, in the store's own warning (point 6).
    @Test(arguments: [
        ("NO" as String?, "BOK50", "Spend kr 5.000,00 to use BOK50."),
        ("SE", "BOK50", "Spend 5\u{a0}000,00\u{a0}kr to use BOK50."),
        ("DE", "BOK50", "Spend 500,00\u{a0}€ to use BOK50."),
    ])
    func aCodesMinimumIsWrittenAsTheMarketWritesIt(country: String?, code: String, message: String) async throws {
        let demo = try DemoHarness(catalog: Self.bookshop)
        let state = try await Self.flow(demo, country: country).syncCart(
            lines: [LineInput(variantID: Self.variant, quantity: 1)], extras: CartExtras(discountCodes: [code]), previous: nil)
        let warning = try #require(state.warnings.first { $0.code == "DISCOUNT_PURCHASE_NOT_IN_RANGE" }, "\(state.warnings)")
        #expect(warning.message == message)
    }

    @Test func aDinarShopsMinimumKeepsItsThreeDecimals() async throws {
        let demo = try DemoHarness(catalog: Self.dinarShop)
        for (country, message) in [("KW", "Spend 5,000.000 KD to use KUTUB."), ("JP", "Spend ¥5,000 to use KUTUB.")] {
            let state = try await Self.flow(demo, country: country).syncCart(
                lines: [LineInput(variantID: Self.variant, quantity: 1)], extras: CartExtras(discountCodes: ["KUTUB"]), previous: nil)
            #expect(state.warnings.map(\.message).contains(message), "\(country): \(state.warnings)")
        }
    }

    /// The checkout page writes every amount as the store does for the buyer's market; its total
    /// also carries the plain amount for programs (point 5).
    @Test(arguments: [
        ("NO", ["kr 2.498,00", "kr 20,00", "kr 2.518,00"], "2518.00", "NOK"),
        ("SE", ["2\u{a0}498,00\u{a0}kr", "20,00\u{a0}kr", "2\u{a0}518,00\u{a0}kr"], "2518.00", "SEK"),
        ("DE", ["249,80\u{a0}€", "2,00\u{a0}€", "251,80\u{a0}€"], "251.80", "EUR"),
    ])
    func theCheckoutPageWritesAmountsAsTheMarketDoes(country: String, amounts: [String], total: String, currency: String) async throws {
        let demo = try DemoHarness(catalog: Self.bookshop)
        let zip = ["NO": "0155", "SE": "111 52", "DE": "10115"][country]
        let address = ShippingAddress(firstName: "Ida", address1: "Storgata 1", city: "Oslo", zip: zip, countryCode: country)
        let (_, url) = try await Self.flow(demo, country: country).run(
            lines: [LineInput(variantID: Self.variant, quantity: 2)], email: "ida@example.com", address: address, shipping: .cheapest)
        guard case .response(let page) = await demo.store.handle(.init(method: "GET", path: url.path, headers: [:], body: Data())) else {
            Issue.record("no page")
            return
        }
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains("<dt>Subtotal</dt><dd>\(amounts[0])</dd>"), "\(html)")
        #expect(html.contains("Posten \(amounts[1])"), "\(html)")
        #expect(html.contains("data-amount=\"\(total)\" data-currency=\"\(currency)\">\(amounts[2])</dd>"), "\(html)")
        #expect(!html.contains(" \(currency)<") && !html.contains("\(total) "), "\(html)")
        #expect(await demo.chargedTotal(url) == Money(amount: total, currencyCode: currency))
        #expect(await demo.pay(url) == 200)
        let paid = await demo.store.handle(.init(method: "GET", path: url.path, headers: [:], body: Data()))
        guard case .response(let after) = paid else { return }
        #expect(String(decoding: after.body, as: UTF8.self).contains("\(amounts[2]).</p>"))
    }
}
