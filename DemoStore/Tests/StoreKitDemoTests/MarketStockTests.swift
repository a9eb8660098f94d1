import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// Stock per market (Shopify's per-market fulfillable inventory, `@inContext(country:)`): a
/// product the market's warehouses do not stock is sold out there, and only there.
@Suite struct MarketStockTests {
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Hats", "currencyCode": "USD", "countryCode": "US"},
                 "products": [{"handle": "hat", "title": "Hat", "variants": [{"price": "50.00", "quantityAvailable": 5}]},
                              {"handle": "cap", "title": "Cap", "variants": [{"price": "19.99"}]}],
                 "markets": [{"country": "CA", "currency": "CAD", "rate": "1.37", "soldOut": ["hat"]}]}
                """.utf8)))
    static let hat = ProductVariant.ID("gid://shopify/ProductVariant/1")

    @Test func aProductSoldOutInOneMarketOnly() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let canada = MarketFixtures.client(demo, country: "CA")
        let there = try #require(try await canada.fetch(ProductQuery(.handle("hat"))).product)
        #expect(!there.summary.availableForSale && there.variants.allSatisfy { !$0.availableForSale })
        let home = try #require(try await MarketFixtures.client(demo, country: nil).fetch(ProductQuery(.handle("hat"))).product)
        #expect(home.summary.availableForSale)
        // The cart in Canada does not take it; in the shop's own market it does.
        let refused = try await CartCheckout(client: canada).create(lines: [LineInput(variantID: Self.hat, quantity: 1)], email: nil, address: nil)
        #expect(refused.lines.isEmpty)
        #expect(refused.warnings.map(\.code) == ["MERCHANDISE_OUT_OF_STOCK"])
        let taken = try await CartCheckout(client: MarketFixtures.client(demo, country: nil)).create(
            lines: [LineInput(variantID: Self.hat, quantity: 1)],
            email: nil, address: nil)
        #expect(taken.lines.count == 1)
        // A cart revalidated in Canada says the line is sold out there (and priced in CAD).
        var cart = LocalCart()
        _ = try cart.add(LocalCart.Line(quantity: 1, of: home.variants[0], plan: nil, productTitle: "Hat", productHandle: "hat"))
        let (_, changes) = try await CartRevalidator(client: canada).revalidate(cart)
        #expect(changes.map(\.change) == [.soldOut, .currencyChanged(from: home.variants[0].price, to: there.variants[0].price)])
    }

    /// Found by the money walk (seed 57): checked out to a market where every line is sold out,
    /// the store keeps no line and offers no shipping; the checkout said "no shipping options
    /// for this address after 8 tries (does it ship to BH?)" instead of why.
    @Test func aCheckoutWhoseEveryLineIsSoldOutThereSaysSo() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let clock = TestClock()
        let backend = CartCheckout(
            client: MarketFixtures.client(demo, country: nil), polling: PollingPolicy(attempts: 3, interval: 0.25), clock: clock)
        let toronto = ShippingAddress(address1: "1 King St", city: "Toronto", provinceCode: "ON", zip: "M5V 2T6", countryCode: "CA")
        await #expect(throws: CheckoutError.nothingSoldThere(country: "CA")) {
            try await CheckoutFlow(backend: backend, clock: clock).run(
                lines: [LineInput(variantID: Self.hat, quantity: 1)], email: "ada@example.com", address: toronto, shipping: .cheapest)
        }
        #expect(clock.sleeps.isEmpty)
        #expect(
            CheckoutError.nothingSoldThere(country: "CA").description
                == "the store has none of the cart's items for an address in CA: they are sold out there; change the address or the cart")
    }

    @Test func aSoldOutHandleMustNameAProduct() throws {
        let file = try CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Hats"}, "products": [{"handle": "hat", "title": "Hat", "variants": [{"price": "5.00"}]}],
                 "markets": [{"country": "CA", "currency": "CAD", "rate": "1.37", "soldOut": ["hat", "scarf"]}]}
                """.utf8))
        #expect(throws: CatalogError(path: "markets[0].soldOut[1]", reason: #"no product has the handle "scarf""#)) { try DemoCatalog(file: file) }
    }
}
