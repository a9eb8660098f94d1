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

    /// Recorded from a real store (tokenless, 2026-07): metafields refused, and the product
    /// nulled in their place, with `requiredAccess` in a shape of its own.
    static let metafieldsRefused = Data(
        #"""
        {"data":{"product":null},"errors":[{"message":"Access denied for metafield field. Required access: `unauthenticated_read_metafields` access scope.","locations":[{"line":3,"column":5}],"path":["product","metafields"],"extensions":{"code":"ACCESS_DENIED","documentation":"https://shopify.dev/api/usage/access-scopes","requiredAccess":{"scopes":["unauthenticated_read_metafields"]}}}]}
        """#.utf8)

    static func client(answering body: Data) -> StorefrontClient {
        StorefrontClient(
            configuration: .init(endpoint: URL(string: "https://shop.example/api/2026-10/graphql.json")!, token: ""),
            transport: CannedTransport(body: body))
    }

    /// A nested refusal that nulled the product is the store's refusal, with its words and
    /// the access it asks for: never "no such product".
    @Test func aProductNulledForANestedRefusalIsTheStoresRefusal() async throws {
        let error = try await #require(throws: StorefrontError.self) {
            _ = try await Self.client(answering: Self.metafieldsRefused).productWithStock(.handle("swift-runner"))
        }
        #expect(
            error.description.hasPrefix(
                "the store denied access to product.metafields (ACCESS_DENIED: Access denied for metafield field. Required access: `unauthenticated_read_metafields` access scope.)"
            ),
            "\(error)")
    }

    /// Any error that nulled a root field, whatever its code, is said; an error beside data
    /// that is there leaves the data usable; only a null with no error is "not found".
    @Test func onlyANullWithNoErrorIsNotFound() async throws {
        let collectionNulled = Data(
            #"""
            {"data":{"collection":null},"errors":[{"message":"Internal error. Looks like something went wrong on our end.","path":["collection","products"],"extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}
            """#.utf8)
        let response = try ResponseDecoder.decodeBody(collectionNulled, as: JSONValue.self)
        #expect(response.nullingErrors.map(\.code) == ["INTERNAL_SERVER_ERROR"])
        let error = try #require(throws: StorefrontError.self) { try response.requireData() }
        #expect(error.description.contains("Internal error. Looks like something went wrong on our end. (at collection.products)"), "\(error)")

        let beside = Data(
            #"""
            {"data":{"product":{"id":"gid://shopify/Product/1","metafields":[]}},"errors":[{"message":"Access denied for metafield field.","path":["product","title"],"extensions":{"code":"ACCESS_DENIED"}}]}
            """#.utf8)
        let partial = try ResponseDecoder.decodeBody(beside, as: JSONValue.self)
        #expect(partial.nullingErrors.isEmpty)
        #expect(partial.errors.count == 1)
        _ = try partial.requireData()

        let notFound = try ResponseDecoder.decodeBody(Data(#"{"data":{"product":null}}"#.utf8), as: JSONValue.self)
        #expect(notFound.nullingErrors.isEmpty)
        _ = try notFound.requireData()
        #expect(try await Self.client(answering: Data(#"{"data":{"product":null}}"#.utf8)).productWithStock(.handle("gone")) == nil)
    }

    /// `requiredAccess` as a string, a list or an object: the error keeps its code.
    @Test func anyShapeOfRequiredAccessKeepsTheCode() throws {
        for access in [#""`a` access scope.""#, #"["a","b"]"#, #"{"scopes":["a"]}"#] {
            let body = Data(#"{"errors":[{"message":"no","extensions":{"code":"ACCESS_DENIED","requiredAccess":\#(access)}}]}"#.utf8)
            let response = try ResponseDecoder.decodeBody(body, as: JSONValue.self)
            #expect(response.errors.first?.code == "ACCESS_DENIED", "\(access)")
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
