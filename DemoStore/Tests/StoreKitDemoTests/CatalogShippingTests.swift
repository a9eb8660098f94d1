import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// A catalog states where it ships, at what rates, its taxes and its own languages.
@Suite struct CatalogShippingTests {
    static let teaShop = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Thé Bleu", "currencyCode": "EUR", "countryCode": "FR", "languages": ["FR", "EN"]},
                 "products": [{"handle": "gyokuro", "title": "Gyokuro", "variants": [{"price": "23.00"}]}],
                 "shippingZones": [{"name": "France", "countries": ["FR"], "rates": [{"title": "Colissimo", "price": "4.90", "freeAbove": "50.00", "description": "2–3 jours"}]},
                                   {"name": "Europe", "countries": ["DE", "BE"], "rates": [{"title": "Europe", "price": "12.00"}]}],
                 "taxes": [{"country": "FR", "rate": "0.20"}, {"country": "DE", "rate": "0.19"}],
                 "markets": [{"country": "CH", "currency": "CHF", "rate": "0.95"}]}
                """.utf8)))
    static let paris = ShippingAddress(firstName: "Ada", address1: "1 rue de Rivoli", city: "Paris", zip: "75001", countryCode: "FR")

    static func checkout(_ demo: DemoHarness, quantity: Int, address: ShippingAddress) async throws -> (CheckoutState, URL) {
        let flow = CheckoutFlow(
            backend: CartCheckout(client: demo.client, polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock()), clock: TestClock())
        return try await flow.run(
            lines: [LineInput(variantID: ProductVariant.ID("gid://shopify/ProductVariant/1"), quantity: quantity)],
            email: "ada@example.com", address: address, shipping: .cheapest)
    }

    @Test func theShopsOwnZoneRatesAndTaxesApply() async throws {
        let demo = try DemoHarness(catalog: Self.teaShop)
        let (state, url) = try await Self.checkout(demo, quantity: 1, address: Self.paris)
        #expect(state.shippingRates.map(\.title) == ["Colissimo"])
        #expect(state.selectedRate?.price == Money(amount: "4.90", currencyCode: "EUR"))
        // The page adds France's 20 % to the goods: 23.00 + 4.90 + 4.60.
        #expect(await demo.chargedTotal(url) == Money(amount: "32.50", currencyCode: "EUR"))
        let (free, _) = try await Self.checkout(demo, quantity: 3, address: Self.paris)
        #expect(free.selectedRate?.price == Money(amount: 0, currencyCode: "EUR"))
    }

    @Test func aMarketsCountryShipsAndAnUnzonedOneDoesNot() async throws {
        let demo = try DemoHarness(catalog: Self.teaShop)
        let zurich = ShippingAddress(firstName: "Urs", address1: "Bahnhofstrasse 1", city: "Zürich", zip: "8001", countryCode: "CH")
        let (swiss, _) = try await Self.checkout(demo, quantity: 1, address: zurich)
        #expect(swiss.shippingRates.map(\.title) == ["International"])
        let rome = ShippingAddress(firstName: "Ada", address1: "Via del Corso 1", city: "Roma", zip: "00186", countryCode: "IT")
        await #expect(throws: (any Error).self) { try await Self.checkout(demo, quantity: 1, address: rome) }
    }

    @Test func theShopsOwnLanguagesAreItsMarkets() async throws {
        let demo = try DemoHarness(catalog: Self.teaShop)
        let localization = try await demo.client.fetch(LocalizationQuery()).localization
        #expect(localization.country("FR")?.languages.map(\.code) == ["FR", "EN"])
    }

    @Test(arguments: [
        (#""shippingZones": [{"name": "A", "countries": ["FRA"], "rates": []}]"#, "shippingZones[0].countries[0]"),
        (
            #""shippingZones": [{"name": "A", "countries": ["FR"], "rates": []}, {"name": "B", "countries": ["fr"], "rates": []}]"#,
            "shippingZones[1].countries[0]"
        ),
        (#""shippingZones": [{"name": "A", "countries": ["FR"], "rates": [{"title": "X", "price": "4,90"}]}]"#, "shippingZones[0].rates[0].price"),
        (#""taxes": [{"country": "FR", "rate": "20"}]"#, "taxes[0].rate"),
        (#""shop": {"name": "S", "languages": ["F1"]}"#, "shop.languages[0]"),
    ])
    func aMalformedZoneOrTaxIsAnErrorWithItsPath(fragment: String, path: String) {
        let json =
            fragment.hasPrefix(#""shop""#)
            ? "{\(fragment), \"products\": []}" : #"{"shop": {"name": "S", "countryCode": "FR"}, "products": [], "# + fragment + "}"
        do {
            _ = try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8)))
            Issue.record("accepted \(fragment)")
        } catch {
            #expect(error.path == path, "\(error)")
        }
    }
}
