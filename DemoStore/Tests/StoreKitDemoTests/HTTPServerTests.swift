import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The live path: CurlTransport against the demo store over a loopback socket.
@Suite(.serialized) struct HTTPServerTests {
    func serve(_ faults: String = "", latency: Int = 0) throws -> (DemoHTTPServer, URL) {
        let store = try DemoStore(
            catalog: DemoHarness.shoeStore,
            options: DemoStore.Options(latencyMilliseconds: latency, faults: try FaultPlan(parsing: faults)))
        let server = DemoHTTPServer(store: store)
        let port = try server.start()
        let shop = try ShopEndpoint(parsing: "http://127.0.0.1:\(port)")
        return (server, shop.graphQLURL(version: .default))
    }

    /// The server runs in this process and answers on the threads every other test shares: a
    /// busy suite can keep it silent for seconds, so silence is allowed as long as the timeout.
    func client(_ url: URL, timeout: TimeInterval = 60, retry: RetryPolicy = .none, token: String = "anything") throws -> StorefrontClient {
        StorefrontClient(
            configuration: .init(endpoint: url, token: token, retry: retry, timeout: timeout, connectTimeout: timeout),
            transport: CurlTransport())
    }

    @Test func catalogOverHTTP() async throws {
        let (server, url) = try serve()
        defer { server.stop() }
        let client = try client(url)
        #expect(try await client.fetch(ShopQuery()).shop.name == "Trailhead Shoe Co.")
        let page = try await client.fetch(ProductsQuery(first: 250))
        #expect(page.products.items.count == 86)  // 84 shoes, the Trail Starter Kit and the protection plan
        #expect(try await client.fetch(ProductQuery(.handle("swift-runner"))).product?.variants.count == 18)
    }

    @Test func noTokenIsTokenlessAccess() async throws {
        let (server, url) = try serve()
        defer { server.stop() }
        #expect(try await client(url, token: "").fetch(ShopQuery()).shop.name == "Trailhead Shoe Co.")
    }

    @Test func resetIsALostConnection() async throws {
        let (server, url) = try serve("1:reset")
        defer { server.stop() }
        await #expect(throws: StorefrontError.transport(.connectionLost)) { try await client(url).send(ShopQuery()) }
    }

    @Test func hangEndsAtTheClientTimeout() async throws {
        let (server, url) = try serve("1:hang:5")
        defer { server.stop() }
        let started = Date()
        await #expect(throws: StorefrontError.transport(.timedOut)) { try await client(url, timeout: 0.5).send(ShopQuery()) }
        #expect(Date().timeIntervalSince(started) < 3)
    }

    @Test func retryAfterOverHTTP() async throws {
        let (server, url) = try serve("1:429:1")
        defer { server.stop() }
        let started = Date()
        #expect(try await client(url, retry: RetryPolicy()).send(ShopQuery()).data != nil)
        #expect(Date().timeIntervalSince(started) >= 1)
        #expect(server.store.requestLog.map(\.status) == [429, 200])
    }

    @Test func refusedConnectionIsCannotConnect() async throws {
        let (server, url) = try serve()
        server.stop()
        await #expect(throws: StorefrontError.self) { try await client(url).send(ShopQuery()) }
    }
}
