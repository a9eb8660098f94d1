import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// Paying an order takes what it bought out of stock, as Shopify's inventory does.
@Suite struct StockAfterOrderTests {
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Hats", "currencyCode": "USD", "countryCode": "US"},
                 "products": [{"handle": "hat", "title": "Hat", "variants": [{"price": "50.00", "quantityAvailable": 3}]},
                              {"handle": "cap", "title": "Cap", "variants": [{"price": "19.99"}]}]}
                """.utf8)))
    static let portland = ShippingAddress(
        firstName: "Ada", address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")

    static func stock(_ demo: DemoHarness) async throws -> (Int?, Bool?) {
        let (_, json) = try await demo.raw(#"{ product(handle: "hat") { variants(first: 1) { nodes { quantityAvailable availableForSale } } } }"#)
        let node = ((((json["data"] as? [String: Any])?["product"] as? [String: Any])?["variants"] as? [String: Any])?["nodes"] as? [[String: Any]])?
            .first
        return (node?["quantityAvailable"] as? Int, node?["availableForSale"] as? Bool)
    }

    @Test func aPaidOrderTakesItsItemsOutOfStock() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let flow = CheckoutFlow(
            backend: CartCheckout(client: demo.client, polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock()), clock: TestClock())
        let hat = ProductVariant.ID("gid://shopify/ProductVariant/1")
        let cap = ProductVariant.ID("gid://shopify/ProductVariant/2")
        let (_, first) = try await flow.run(
            lines: [LineInput(variantID: hat, quantity: 2), LineInput(variantID: cap, quantity: 5)],
            email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        #expect(try await Self.stock(demo) == (3, true))
        #expect(await demo.pay(first) == 200)
        #expect(try await Self.stock(demo) == (1, true))
        // The last one sells out the hat: no more can be bought.
        let (_, second) = try await flow.run(
            lines: [LineInput(variantID: hat, quantity: 1)], email: "ada@example.com", address: Self.portland, shipping: .cheapest)
        #expect(await demo.pay(second) == 200)
        #expect(try await Self.stock(demo) == (0, false))
        let refused = try await flow.syncCart(lines: [LineInput(variantID: hat, quantity: 1)], extras: CartExtras(), previous: nil)
        #expect(refused.lines.isEmpty || !refused.warnings.isEmpty)
    }
}
