import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// Markets: `localization`, prices in the `@inContext` country's currency, and a cart priced,
/// discounted, shipped and paid in its buyer's market, adding up to what the checkout page charges.
@Suite struct MarketTests {
    /// A $50 hat in a US shop that also sells to Canada (×1.37, English and French) and Japan (×150.5).
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Hats", "currencyCode": "USD", "countryCode": "US"},
                 "products": [{"handle": "hat", "title": "Hat", "variants": [{"price": "50.00", "compareAtPrice": "60.00"}]},
                              {"handle": "cap", "title": "Cap", "variants": [{"price": "19.99"}]}],
                 "discountCodes": [{"code": "FIVEOFF", "amount": "5.00", "minimumSubtotal": "30.00"}],
                 "giftCards": [{"code": "GIFT-0025-XXXX", "balance": "25.00"}],
                 "markets": [{"country": "ca", "currency": "CAD", "rate": "1.37", "languages": ["EN", "FR"]},
                             {"country": "JP", "currency": "JPY", "rate": "150.5"}]}
                """.utf8)))
    static let hat = ProductVariant.ID("gid://shopify/ProductVariant/1")
    static let cap = ProductVariant.ID("gid://shopify/ProductVariant/2")
    static let toronto = ShippingAddress(
        firstName: "Ada", address1: "1 King St W", city: "Toronto", provinceCode: "ON", zip: "M5H 1A1", countryCode: "CA")

    @Test func localizationListsTheMarketsAndTheChosenCountry() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let home = try await MarketFixtures.client(demo, country: nil).fetch(LocalizationQuery()).localization
        #expect(home.countries.map(\.code) == ["US", "CA", "JP"])
        #expect(home.country == "US" && home.language == "EN")
        let canada = try #require(home.country("ca"))
        #expect(canada.name == "Canada" && canada.currency == "CAD")
        #expect(canada.languages.map(\.code) == ["EN", "FR"] && canada.languages.last?.name == "French")
        let french = try await MarketFixtures.client(demo, country: "CA", language: "FR").fetch(LocalizationQuery()).localization
        #expect(french.country == "CA" && french.language == "FR")
        // A country the shop does not sell to gets the shop's own market; a language the country
        // does not read, its first.
        let elsewhere = try await MarketFixtures.client(demo, country: "BR", language: "PT_BR").fetch(LocalizationQuery()).localization
        #expect(elsewhere.country == "US" && elsewhere.language == "EN")
    }

    @Test func pricesFollowTheContextCountry() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let product = try #require(try await MarketFixtures.client(demo, country: "CA").fetch(ProductQuery(.handle("hat"))).product)
        #expect(product.variants.first?.price == Money(amount: "68.50", currencyCode: "CAD"))
        #expect(product.variants.first?.compareAtPrice == Money(amount: "82.20", currencyCode: "CAD"))
        let yen = try await MarketFixtures.client(demo, country: "JP").fetch(ProductsQuery(first: 5)).products.items
        // Yen are whole: $19.99 × 150.5 is 3,008.495, ¥3,008.
        #expect(yen.map(\.minPrice) == [Money(amount: "7525", currencyCode: "JPY"), Money(amount: "3008", currencyCode: "JPY")])
        let home = try await MarketFixtures.client(demo, country: nil).fetch(ProductsQuery(first: 5)).products.items
        #expect(home.first?.minPrice == Money(amount: "50.00", currencyCode: "USD"))
    }

    @Test func aCanadianCartIsPricedDiscountedShippedAndPaidInDollarsCanadian() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let backend = CartCheckout(
            client: MarketFixtures.client(demo, country: "CA"), polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock())
        let flow = CheckoutFlow(backend: backend, clock: TestClock())
        // FIVEOFF's $5 from $30 is C$6.85 from C$41.10 in Canada; the $25 card pays C$34.25.
        let extras = CartExtras(discountCodes: ["FIVEOFF"], giftCardCodes: ["GIFT-0025-XXXX"])
        let (state, url) = try await flow.run(
            lines: [LineInput(variantID: Self.cap, quantity: 1)], email: "ada@example.com", address: Self.toronto, shipping: .cheapest, extras: extras
        )
        #expect(state.subtotal == Money(amount: "27.39", currencyCode: "CAD"))
        #expect(state.discounts.isEmpty)
        // The store writes the minimum as Canada writes dollars (the market's locale, en_CA).
        #expect(state.discountWarnings.first?.message == "Spend $41.10 to use FIVEOFF.")
        let card = try #require(state.giftCards.first)
        #expect(card.balance == Money(amount: "34.25", currencyCode: "CAD"))
        let shipping = try #require(state.selectedRate?.price)
        #expect(shipping.currencyCode == "CAD")
        #expect(state.total.currencyCode == "CAD")
        #expect(state.total.amount == max(0, 27.39 + shipping.amount - card.amountUsed.amount))
        let charged = try #require(await demo.chargedTotal(url))
        #expect(charged.currencyCode == "CAD")
        #expect(await demo.pay(url) == 200)
        // What the card paid in CAD left the balance in USD.
        let left = demo.store.commerce.storage.withLock { $0.giftCardBalances.values.first }
        let used = card.amountUsed.amount
        #expect(left == (used >= card.balance.amount ? 0 : 25 - (used / 1.37).rounded(in: "USD")))
    }

    /// A cart made before the address (for a discount code) moves to the address's market with it,
    /// as one created with the address is.
    @Test func aCartMadeBeforeTheAddressMovesToItsMarket() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let backend = CartCheckout(
            client: MarketFixtures.client(demo, country: nil), polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock())
        let flow = CheckoutFlow(backend: backend, clock: TestClock())
        let early = try await flow.syncCart(lines: [LineInput(variantID: Self.hat, quantity: 1)], extras: CartExtras(), previous: nil)
        #expect(early.subtotal == Money(amount: "50.00", currencyCode: "USD"))
        let state = try await flow.prepare(
            lines: [LineInput(variantID: Self.hat, quantity: 1)], email: "ada@example.com", address: Self.toronto, extras: CartExtras(),
            previous: early.id)
        #expect(state.buyerCountry == "CA")
        #expect(state.subtotal == Money(amount: "68.50", currencyCode: "CAD"))
    }

    /// After a checkout to Toronto, shopping in Japan moves the cart (address and all) to Japan's
    /// market: its totals are in yen, like its lines.
    @Test func aCartWithAnEarlierAddressFollowsTheMarketPickedSince() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let canada = CheckoutFlow(
            backend: CartCheckout(
                client: MarketFixtures.client(demo, country: "CA"), polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock()),
            clock: TestClock())
        let lines = [LineInput(variantID: Self.hat, quantity: 1)]
        let checkedOut = try await canada.prepare(
            lines: lines, email: "ada@example.com", address: Self.toronto, extras: CartExtras(discountCodes: ["FIVEOFF"]))
        #expect(checkedOut.subtotal.currencyCode == "CAD")
        let japan = CheckoutFlow(
            backend: CartCheckout(
                client: MarketFixtures.client(demo, country: "JP"), polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock()),
            clock: TestClock())
        let moved = try await japan.syncCart(lines: lines, extras: CartExtras(discountCodes: ["FIVEOFF"]), previous: checkedOut.id)
        #expect(moved.buyerCountry == "JP")
        #expect(moved.subtotal == Money(amount: 7525, currencyCode: "JPY"))
        #expect(moved.discounts.map(\.amount.currencyCode) == ["JPY"])
    }

    @Test(arguments: [
        (#"[{"country": "USA", "currency": "CAD", "rate": "1"}]"#, "markets[0].country"),
        (#"[{"country": "US", "currency": "CAD", "rate": "1"}]"#, "markets[0].country"),
        (#"[{"country": "CA", "currency": "C$", "rate": "1"}]"#, "markets[0].currency"),
        (#"[{"country": "CA", "currency": "CAD", "rate": "-1"}]"#, "markets[0].rate"),
        (#"[{"country": "CA", "currency": "CAD", "rate": "1"}, {"country": "ca", "currency": "CAD", "rate": "1"}]"#, "markets[1].country"),
        (#"[{"country": "CA", "currency": "CAD", "rate": "1", "languages": ["E1"]}]"#, "markets[0].languages[0]"),
        (#"[{"country": "CA", "currency": "CAD", "rate": "1", "languages": []}]"#, "markets[0].languages"),
        (#"[{"country": "CA", "currency": "CAD"}]"#, "markets[0].rate"),
    ])
    func aMalformedMarketIsAnErrorWithItsPath(markets: String, path: String) {
        let json = #"{"shop": {"name": "S", "countryCode": "US"}, "products": [], "markets": "# + markets + "}"
        #expect(throws: CatalogError.self) { try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8))) }
        do {
            _ = try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8)))
        } catch {
            #expect(error.path == path, "\(error)")
        }
    }

    /// Hydrogen's country selector query.
    @Test func hydrogensLocalizationQueryIsAnswered() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (_, json) = try await demo.raw(
            """
            query Localization($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
              localization {
                availableCountries { isoCode name currency { isoCode name symbol } availableLanguages { isoCode endonymName name } unitSystem market { id handle } }
                availableLanguages { isoCode name }
                country { isoCode name currency { isoCode symbol } }
                language { isoCode name }
                market { id handle }
              }
            }
            """, variables: ["country": "CA", "language": "FR"])
        #expect(json["errors"] == nil)
        let localization = (json["data"] as? [String: Any])?["localization"] as? [String: Any]
        #expect((localization?["country"] as? [String: Any])?["isoCode"] as? String == "CA")
        #expect((localization?["market"] as? [String: Any])?["handle"] as? String == "ca")
        #expect((localization?["availableLanguages"] as? [[String: Any]])?.compactMap { $0["isoCode"] as? String } == ["EN", "FR"])
    }
}
