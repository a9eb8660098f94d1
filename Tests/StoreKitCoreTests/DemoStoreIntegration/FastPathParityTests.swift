import DemoStoreTestSupport
import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitCore
@testable import StoreKitDemo

/// The hand-written fast decoders (``TapeFastDecodable``, beside each model) must read what the
/// documents ask for exactly as Codable does. The answers here come from the demo store
/// executing the real documents, so a field added to a fragment and its model but not to the
/// fast decoder makes them differ, and this fails.
@Suite struct FastPathParityTests {
    /// Codable alone (Foundation's decoder never takes the fast paths).
    struct Envelope<Data: Decodable>: Decodable { var data: Data }

    static func answer<Operation: GraphQLOperation>(_ operation: Operation) async throws -> Foundation.Data {
        let demo = try DemoHarness()
        let response = try await InProcessTransport(store: demo.store).send(demo.client.request(for: operation))
        #expect(response.status == 200)
        return response.body
    }

    @Test func productPagesDecodeTheSameBothWays() async throws {
        let body = try await Self.answer(ProductsQuery(first: 60))
        let fast = try #require(try ResponseDecoder.decodeBody(body, as: ProductsQuery.Data.self).data).products.items
        let codable = try JSONDecoder().decode(Envelope<ProductsQuery.Data>.self, from: body).data.products.items
        #expect(fast.count == 60)
        #expect(fast == codable)
        #expect(fast.contains { $0.compareAtPrice != nil } && fast.contains { $0.featuredImage != nil })
        // The fast path itself read every product (it did not step aside to Codable).
        let tape = try JSONTape(body)
        let data = try #require(tape.member("data", of: 0))
        let connection = try #require(tape.member("products", of: data))
        let nodes = try #require(tape.member("nodes", of: connection))
        #expect([ProductSummary].fastDecode(tape, nodes) == codable)
    }

    @Test func collectionPagesDecodeTheSameBothWays() async throws {
        let body = try await Self.answer(CollectionsQuery(first: 20))
        let fast = try #require(try ResponseDecoder.decodeBody(body, as: CollectionsQuery.Data.self).data).collections.items
        let codable = try JSONDecoder().decode(Envelope<CollectionsQuery.Data>.self, from: body).data.collections.items
        #expect(!fast.isEmpty)
        #expect(fast == codable)
        let tape = try JSONTape(body)
        let data = try #require(tape.member("data", of: 0))
        let connection = try #require(tape.member("collections", of: data))
        let nodes = try #require(tape.member("nodes", of: connection))
        #expect([CollectionSummary].fastDecode(tape, nodes) == codable)
    }
}
