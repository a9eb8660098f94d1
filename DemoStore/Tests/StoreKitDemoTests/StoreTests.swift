import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The store's HTTP behaviour: routing, token, faults, latency, the request log.
@Suite struct StoreTests {
    /// Like Shopify: no token is tokenless access (the catalog answers, token-only fields are
    /// refused with ACCESS_DENIED, their parent nulled); a wrong token is refused with 403.
    @Test func tokenlessRequestsGetTheTokenlessSurfaceAndAWrongTokenIs403() async throws {
        let demo = try DemoHarness(options: DemoStore.Options(accessToken: "right"))
        let (status, json) = try await demo.raw(#"{ shop { name } product(handle: "swift-runner") { title tags } }"#, headers: [:])
        #expect(status == 200)
        let data = json["data"] as? [String: Any]
        #expect((data?["shop"] as? [String: Any])?["name"] as? String == "Trailhead Shoe Co.")
        #expect(data?["product"] is NSNull)
        let error = (json["errors"] as? [[String: Any]])?.first
        let extensions = error?["extensions"] as? [String: Any]
        #expect(extensions?["code"] as? String == "ACCESS_DENIED")
        #expect(extensions?["requiredAccess"] as? String == "`unauthenticated_read_product_tags` access scope.")
        #expect(error?["path"] as? [String] == ["product", "tags"])
        // The cart works without a token.
        let (_, created) = try await demo.raw(#"mutation { cartCreate(input: {}) { cart { id } userErrors { message } } }"#, headers: [:])
        #expect(((created["data"] as? [String: Any])?["cartCreate"] as? [String: Any])?["cart"] is [String: Any])
        // The classic customer operations are refused.
        let (_, login) = try await demo.raw(
            #"mutation { customerAccessTokenCreate(input: {email: "a@b.c", password: "x"}) { customerAccessToken { accessToken } } }"#, headers: [:])
        #expect(((login["errors"] as? [[String: Any]])?.first?["extensions"] as? [String: Any])?["code"] as? String == "ACCESS_DENIED")
        let (wrong, refused) = try await demo.raw("{ shop { name } }", headers: ["X-Shopify-Storefront-Access-Token": "wrong"])
        #expect(wrong == 403)
        #expect(refused["errors"] as? String == "[API] Invalid API key or access token (unrecognized login or wrong password)")
        #expect(
            try await demo.raw(#"{ product(handle: "swift-runner") { tags } }"#, headers: ["X-Shopify-Storefront-Access-Token": "right"]).1["errors"]
                == nil)
    }

    /// Every token-only field is guarded: each has a resolver to wrap.
    @Test func everyTokenOnlyFieldHasAResolverToGuard() {
        let resolvers = DemoGraphQLEngine.storefrontResolvers
        for key in TokenOnlyFields.scopes.keys { #expect(resolvers[key] != nil, "\(key)") }
    }

    @Test func unknownPathsAndVersionsAre404AndGetIs405() async throws {
        let demo = try DemoHarness()
        #expect(try await demo.raw("{ shop { name } }", path: "/api/2026-05/graphql.json").0 == 404)
        #expect(try await demo.raw("{ shop { name } }", path: "/admin/api/graphql.json").0 == 404)
        #expect(try await demo.raw("{ shop { name } }", path: "/api/2024-04/graphql").0 == 200)
        let reply = await demo.store.handle(.init(method: "GET", path: "/api/2026-04/graphql.json", headers: [:], body: Data()))
        guard case .response(let response) = reply else {
            Issue.record("no response")
            return
        }
        #expect(response.status == 405)
    }

    @Test func badBodiesAre400() async throws {
        let demo = try DemoHarness()
        for body in ["not json", #"{"variables":{}}"#, #"{"query":"{ shop { name } }","variables":[1]}"#] {
            let reply = await demo.store.handle(.init(method: "POST", path: "/api/2026-04/graphql.json", headers: [:], body: Data(body.utf8)))
            guard case .response(let response) = reply else {
                Issue.record("no response")
                continue
            }
            #expect(response.status == 400, "\(body)")
        }
    }

    @Test func everyRequestIsLogged() async throws {
        let demo = try DemoHarness(options: DemoStore.Options(faults: try FaultPlan(parsing: "2:503")))
        _ = try await demo.client.send(ShopQuery())
        _ = try? await demo.client.send(CollectionsQuery(first: 2))
        #expect(
            demo.store.requestLog.map(\.line).map { $0.replacingOccurrences(of: #" \d+ ms"#, with: "", options: .regularExpression) }
                == ["#1 Shop 200", "#2 Collections 503 (fault: 503)"])
    }

    @Test func latencyDelaysEachAnswer() async throws {
        let demo = try DemoHarness(options: DemoStore.Options(latencyMilliseconds: 60))
        let started = Date()
        _ = try await demo.client.send(ShopQuery())
        #expect(Date().timeIntervalSince(started) >= 0.06)
    }

    @Test func statusFaultsReachTheClientAsHTTPErrors() async throws {
        let demo = try DemoHarness(options: DemoStore.Options(faults: try FaultPlan(parsing: "1:429:3,2:430,3:500,4:503")))
        await #expect(throws: StorefrontError.http(status: 429, retryAfter: 3, message: "Too Many Requests")) {
            try await demo.client.send(ShopQuery())
        }
        await #expect(throws: StorefrontError.http(status: 430, retryAfter: nil, message: "Shopify Security Rejection")) {
            try await demo.client.send(ShopQuery())
        }
        await #expect(throws: StorefrontError.http(status: 500, retryAfter: nil, message: "Internal Server Error")) {
            try await demo.client.send(ShopQuery())
        }
        await #expect(throws: StorefrontError.http(status: 503, retryAfter: nil, message: "Internal Server Error")) {
            try await demo.client.send(ShopQuery())
        }
        #expect(try await demo.client.send(ShopQuery()).data != nil)
    }

    @Test func bodyFaults() async throws {
        let demo = try DemoHarness(options: DemoStore.Options(faults: try FaultPlan(parsing: "1:nonjson,2:empty,3:throttled,4:partial")))
        await #expect(throws: StorefrontError.invalidJSON) { try await demo.client.send(ShopQuery()) }
        await #expect(throws: StorefrontError.noData) { try await demo.client.send(ShopQuery()) }
        await #expect(throws: StorefrontError.graphQL([GraphQLError(message: "Throttled", code: "THROTTLED")])) {
            try await demo.client.send(ShopQuery())
        }
        let partial = try await demo.client.send(ShopQuery())
        #expect(partial.data?.shop.name == "Trailhead Shoe Co.")
        #expect(partial.errors.map(\.code) == ["INTERNAL_SERVER_ERROR"])
    }

    @Test func resetAndHangFaultsInProcess() async throws {
        let demo = try DemoHarness(options: DemoStore.Options(faults: try FaultPlan(parsing: "1:reset,2:hang:30")), timeout: 0.3)
        await #expect(throws: StorefrontError.transport(.connectionLost)) { try await demo.client.send(ShopQuery()) }
        let started = Date()
        await #expect(throws: StorefrontError.transport(.timedOut)) { try await demo.client.send(ShopQuery()) }
        // Well before the 30 s hang: the request's own 0.3 s timeout ended it. (The bound leaves
        // room for a machine whose two cores run the CLI tests' processes meanwhile.)
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func theClientRetriesThroughTransientFaults() async throws {
        let demo = try DemoHarness(
            options: DemoStore.Options(faults: try FaultPlan(parsing: "1:503,2:reset,3:throttled")),
            retry: RetryPolicy(maxRetries: 3, baseDelay: 0.01))
        #expect(try await demo.client.send(CollectionsQuery(first: 1)).data?.collections.items.count == 1)
        #expect(demo.store.requestLog.count == 4)
    }
}
