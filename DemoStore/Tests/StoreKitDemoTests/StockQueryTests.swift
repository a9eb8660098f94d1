import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// A product's stock counts come from a query of their own: the demo store answers them, and a
/// store that refuses them (Shopify's ACCESS_DENIED, parent nulled) still shows the product.
@Suite struct StockQueryTests {
    @Test func theCountsJoinTheProductsVariants() async throws {
        let demo = try DemoHarness()
        let product = try #require(try await demo.client.productWithStock(.handle("swift-runner")))
        let catalog = try #require(DemoHarness.shoeStore.products.first { $0.handle == "swift-runner" })
        for (variant, expected) in zip(product.variants, catalog.variants) {
            #expect(variant.quantityAvailable == expected.quantityAvailable, "\(variant.title)")
            // Sold out is not "currently not in stock" (that is a variant sold with none in stock).
            #expect(!variant.currentlyNotInStock)
        }
        #expect(product.variants.contains { $0.stock == .inStock(2) })
    }

    /// The refusal Shopify sends a token without `unauthenticated_read_product_inventory`.
    struct RefusingStock: HTTPTransport {
        let inner: InProcessTransport
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            guard String(decoding: request.body, as: UTF8.self).contains("\"operationName\":\"ProductStock\"") else {
                return try await inner.send(request)
            }
            return HTTPResponse(
                status: 200,
                body: Data(
                    """
                    {"data":{"product":null},"errors":[{"message":"Access denied for quantityAvailable field. Required access: `unauthenticated_read_product_inventory` access scope.",
                    "locations":[{"line":3,"column":46}],"path":["product","variants","nodes",0,"quantityAvailable"],
                    "extensions":{"code":"ACCESS_DENIED","documentation":"https://shopify.dev/api/usage/access-scopes","requiredAccess":"`unauthenticated_read_product_inventory` access scope."}}]}
                    """.utf8))
        }
    }

    @Test func aStoreThatRefusesTheCountsStillShowsTheProduct() async throws {
        let demo = try DemoHarness()
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: ""),
            transport: RefusingStock(inner: InProcessTransport(store: demo.store)))
        let product = try #require(try await client.productWithStock(.handle("swift-runner")))
        #expect(product.variants.allSatisfy { $0.quantityAvailable == nil })
        #expect(product.variants.contains { $0.stock == .inStock(nil) })
        #expect(product.variants.contains { $0.stock == .soldOut })
    }
}
