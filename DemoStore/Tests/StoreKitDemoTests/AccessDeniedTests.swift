import Foundation
import StoreKitCore
import StoreKitDemo
import Testing

/// A store's ACCESS_DENIED for a whole field (`data.product: null` with the error) is the
/// store's refusal, reported with the access it asks for, never "no product".
@Suite struct AccessDeniedTests {
    /// Shopify's answer, recorded: a token without `unauthenticated_read_product_listings`.
    static let answer = Data(
        #"""
        {"data":{"product":null},"errors":[{"message":"Access denied for product field. Required access: `unauthenticated_read_product_listings` access scope.","locations":[{"line":2,"column":3}],"path":["product"],"extensions":{"code":"ACCESS_DENIED","documentation":"https://shopify.dev/api/usage/access-scopes","requiredAccess":"`unauthenticated_read_product_listings` access scope."}}]}
        """#.utf8)

    @Test func aDeniedProductIsTheStoresRefusal() async throws {
        let client = StorefrontClient(
            configuration: .init(endpoint: URL(string: "https://shop.example/api/2026-04/graphql.json")!, token: "t"),
            transport: CannedTransport(body: Self.answer))
        do {
            _ = try await client.productWithStock(.handle("swift-runner"))
            Issue.record("a denied product was taken for no product")
        } catch let error as StorefrontError {
            #expect(error.description.hasPrefix("the store denied access to product (ACCESS_DENIED: Access denied for product field."), "\(error)")
            #expect(error.description.contains("unauthenticated_read_product_listings"))
        }
    }
}

/// Answers every request with one body.
private struct CannedTransport: HTTPTransport {
    var body: Data
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }
}
