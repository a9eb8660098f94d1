import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// Answers that must be refused, not crash: deeply nested, truncated, random mutations.
@Suite struct HostileAnswerTests {
    @Test func deeplyNestedJSONIsAnError() {
        let body = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(throws: StorefrontError.self) { try ResponseDecoder.decodeBody(body, as: ShopQuery.Data.self) }
        let nestedData = Data(("{\"data\":" + String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000) + "}").utf8)
        #expect(throws: StorefrontError.self) { try ResponseDecoder.decodeBody(nestedData, as: ShopQuery.Data.self) }
    }

    static func answer(_ store: DemoStore, _ document: GraphQLDocument, _ variables: [String: Any]) async throws -> Data {
        let body = try JSONSerialization.data(withJSONObject: ["query": document.text, "variables": variables])
        guard case .response(let response) = await store.handle(.init(method: "POST", path: "/api/2026-04/graphql.json", headers: [:], body: body))
        else {
            return Data()
        }
        return response.body
    }

    @Test func invalidUnicodeEscapesInAnAnswerAreInvalidJSON() {
        let body = Data(#"{"data":{"shop":{"name":"Bad \ud800 name"}}}"#.utf8)
        #expect(throws: StorefrontError.invalidJSON) { try ResponseDecoder.decodeBody(body, as: ShopQuery.Data.self) }
        let invalidUTF8 = Data([0x7B, 0x22, 0x64, 0x61, 0x74, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D])
        #expect(throws: StorefrontError.self) { try ResponseDecoder.decodeBody(invalidUTF8, as: ShopQuery.Data.self) }
    }

    @Test func truncatedAnswersAreInvalidJSON() async throws {
        let store = try DemoStore(catalog: DemoHarness.shoeStore, options: DemoStore.Options())
        let body = try await Self.answer(store, ProductsQuery.document, ["first": 20])
        #expect(body.count > 1000)
        for cut in stride(from: 1, to: body.count - 1, by: max(1, body.count / 50)) {
            #expect(throws: StorefrontError.self) { try ResponseDecoder.decodeBody(body.prefix(cut), as: ProductsQuery.Data.self) }
        }
    }

    @Test func tooLargeAnswersAreRefusedByTheTransport() async throws {
        let server = DemoHTTPServer(store: try DemoStore(catalog: DemoHarness.shoeStore))
        let port = try server.start()
        defer { server.stop() }
        let client = StorefrontClient(
            // (The server shares this process's threads with every other test: silence is allowed long.)
            configuration: .init(
                endpoint: try ShopEndpoint(parsing: "http://127.0.0.1:\(port)").graphQLURL(version: .default), token: "t", retry: .none,
                timeout: 180, connectTimeout: 60),
            transport: CurlTransport(maxResponseBytes: 10_000))
        await #expect(throws: StorefrontError.transport(.responseTooLarge(limit: 10_000))) { try await client.send(ProductsQuery(first: 250)) }
    }

    /// Seeded random mutations of real answers (flipped, dropped and inserted bytes) for every
    /// operation's data type: any outcome but a crash.
    @Test func fuzzedAnswersNeverCrashTheDecoder() async throws {
        let store = try DemoStore(catalog: DemoHarness.shoeStore, options: DemoStore.Options())
        let samples: [(Data, (Data) throws -> Void)] = [
            (try await Self.answer(store, ShopQuery.document, [:]), { _ = try ResponseDecoder.decodeBody($0, as: ShopQuery.Data.self) }),
            (
                try await Self.answer(store, ProductsQuery.document, ["first": 10]),
                { _ = try ResponseDecoder.decodeBody($0, as: ProductsQuery.Data.self) }
            ),
            (
                try await Self.answer(store, ProductQuery.document, ["handle": "swift-runner"]),
                { _ = try ResponseDecoder.decodeBody($0, as: ProductQuery.Data.self) }
            ),
            (
                try await Self.answer(store, CollectionsQuery.document, ["first": 10]),
                { _ = try ResponseDecoder.decodeBody($0, as: CollectionsQuery.Data.self) }
            ),
        ]
        var generator = SeededGenerator(seed: 20_261_122)
        var outcomes = [0, 0]
        for _ in 0..<2_000 {
            let (original, decode) = samples[Int.random(in: 0..<samples.count, using: &generator)]
            var bytes = [UInt8](original)
            for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
                }
            }
            do {
                try decode(Data(bytes))
                outcomes[0] += 1
            } catch {
                outcomes[1] += 1
            }
        }
        #expect(outcomes[1] > 0)
    }
}
