import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The agent profile every call must carry, negotiated as UCP's overview asks (invalid_profile_url,
/// profile_unreachable, profile_malformed, version_unsupported, capabilities_incompatible), and
/// hostile requests answered with JSON-RPC or HTTP errors, never a crash.
@Suite struct UCPNegotiationTests {
    /// A shop whose resolver fetches loopback profiles from `profiles` (URL → status and body).
    static func shop(profiles: [String: (Int, String)] = [:]) throws -> UCPTestClient {
        let store = try DemoStore(catalog: DemoHarness.shoeStore)
        let resolver = UCPAgentResolver { url in
            guard let entry = profiles[url.absoluteString] else { throw TransportError.cannotConnect("refused") }
            return (entry.0, Data(entry.1.utf8))
        }
        let service = UCPService(
            profile: UCPBusinessProfile(transports: [.mcp, .rest], capabilities: UCPShopTables.capabilities),
            tools: UCPShopTables.tools(UCPShop(commerce: store.commerce, customers: store.customers)), routes: UCPShopTables.routes,
            agents: resolver, fallbackHost: "demo.shopterm.invalid")
        return .service(service)
    }

    /// The JSON-RPC error's `data.code` and the HTTP status of a search with `profile`.
    static func refusal(_ client: UCPTestClient, profile: String?) async throws -> (status: Int, code: String?, rpc: Int?) {
        var client = client
        client.profile = profile
        let (status, json) = try await client.call("search_catalog", ["query": "runner"])
        return (status, json["error"]?["data"]?["code"]?.string, json["error"]?["code"]?.int)
    }

    @Test func knownProfilesNeedNoFetch() async throws {
        let client = try Self.shop()
        for profile in [UCPAgentResolver.shoptermProfile, UCPAgentResolver.conformanceSuiteProfile] {
            var agent = client
            agent.profile = profile
            let found = try await agent.result("search_catalog", ["query": "runner"])
            #expect(found["products"]?.array?.isEmpty == false)
        }
    }

    @Test func profileErrorsAreTheSpecsCodes() async throws {
        let client = try Self.shop(profiles: [
            "http://127.0.0.1:9/bad.json": (200, "not json"),
            "http://127.0.0.1:9/old.json": (200, #"{"ucp":{"version":"2025-01-01"}}"#),
            "http://127.0.0.1:9/gone.json": (404, ""),
        ])
        #expect(try await Self.refusal(client, profile: nil) == (400, "invalid_profile_url", -32001))
        #expect(try await Self.refusal(client, profile: "ftp://agent.example/p.json") == (400, "invalid_profile_url", -32001))
        #expect(try await Self.refusal(client, profile: "https://agent.example/p.json") == (424, "profile_unreachable", -32001))
        #expect(try await Self.refusal(client, profile: "http://127.0.0.1:9/gone.json") == (424, "profile_unreachable", -32001))
        #expect(try await Self.refusal(client, profile: "http://127.0.0.1:9/none.json") == (424, "profile_unreachable", -32001))
        #expect(try await Self.refusal(client, profile: "http://127.0.0.1:9/bad.json") == (422, "profile_malformed", -32001))
        #expect(try await Self.refusal(client, profile: "http://127.0.0.1:9/old.json") == (422, "version_unsupported", -32001))
        // Over REST: the same codes, as HTTP statuses with a {code, content} body.
        var rest = client
        rest.profile = "https://agent.example/p.json"
        let (status, _, body) = await rest.rest("POST", "/catalog/search", ["query": "runner"])
        #expect(status == 424 && body?["code"] == "profile_unreachable")
    }

    @Test func aFetchedProfileWithoutTheCapabilityIsIncompatible() async throws {
        let lookupOnly = #"{"ucp":{"version":"2026-04-08","capabilities":{"dev.ucp.shopping.catalog.lookup":[{"version":"2026-04-08"}]}}}"#
        var client = try Self.shop(profiles: ["http://127.0.0.1:9/agent.json": (200, lookupOnly)])
        client.profile = "http://127.0.0.1:9/agent.json"
        let refused = try await client.result("search_catalog", ["query": "runner"])
        #expect(refused["ucp"]?["status"] == "error")
        #expect(refused["messages"]?.array?.first?["code"] == "capabilities_incompatible")
        let looked = try await client.result("lookup_catalog", ["ids": ["swift-runner"]])
        #expect(looked["products"]?.array?.count == 1)
    }

    @Test func hostileRequestsGetErrorsNotCrashes() async throws {
        let client = try Self.shop()
        let notJSON = await client.send("POST", "/api/ucp/mcp", body: Data("{oops".utf8))
        #expect(notJSON.status == 400 && notJSON.json?["error"]?["code"] == -32700)
        let deep = await client.send("POST", "/api/ucp/mcp", body: Data((String(repeating: "[", count: 100_000)).utf8))
        #expect(deep.status == 400 && deep.json?["error"]?["code"] == -32700)
        let batch = await client.send("POST", "/api/ucp/mcp", body: Data("[1,2]".utf8))
        #expect(batch.json?["error"]?["code"] == -32600)
        let noVersion = await client.send("POST", "/api/ucp/mcp", body: Data(#"{"id":1,"method":"tools/list"}"#.utf8))
        #expect(noVersion.json?["error"]?["code"] == -32600)
        #expect(await client.send("GET", "/api/ucp/mcp").status == 405)
        let unknownMethod = try await client.rpc("resources/list")
        #expect(unknownMethod.json["error"]?["code"] == -32601)
        let unknownTool = try await client.call("drop_tables", [:])
        #expect(unknownTool.json["error"]?["code"] == -32602)
        let escape = try await client.call("\u{1B}[2Jevil", [:])
        #expect(escape.json["error"]?["message"]?.string?.contains("\u{1B}") == false)
        let noCatalog = try await client.rpc(
            "tools/call", ["name": "search_catalog", "arguments": ["meta": ["ucp-agent": ["profile": "https://spck.dev/agent"]]]])
        #expect(noCatalog.json["error"]?["code"] == -32602)
        let empty = try await client.call("search_catalog", [:])
        #expect(empty.json["error"]?["data"]?["code"] == "invalid_input")
        let wrongType = try await client.call("search_catalog", ["query": 42])
        #expect(wrongType.json["error"]?["code"] == -32602)
        let badLimit = try await client.call("search_catalog", ["query": "x", "pagination": ["limit": 0]])
        #expect(badLimit.json["error"]?["code"] == -32602)
        let badCursor = try await client.call("search_catalog", ["query": "x", "pagination": ["cursor": "not-ours"]])
        #expect(badCursor.json["error"]?["code"] == -32602)
        let tooMany = try await client.call("lookup_catalog", ["ids": .array((0..<51).map { .string("id\($0)") })])
        #expect(tooMany.json["error"]?["data"]?["code"] == "request_too_large")
    }

    @Test func genericMCPClientsAreAnswered() async throws {
        let client = try Self.shop()
        let initialize = try await client.rpc("initialize", ["protocolVersion": "2025-06-18"])
        #expect(initialize.json["result"]?["protocolVersion"] == "2025-06-18")
        #expect(initialize.json["result"]?["capabilities"]?["tools"] != nil)
        let tools = try await client.rpc("tools/list")
        let names = tools.json["result"]?["tools"]?.array?.compactMap { $0["name"]?.string } ?? []
        #expect(Set(["search_catalog", "lookup_catalog", "get_product"]).isSubset(of: Set(names)))
        let notification = await client.send("POST", "/api/ucp/mcp", body: Data(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8))
        #expect(notification.status == 202)
    }

    @Test func theAgentHeaderIsAStructuredDictionary() {
        #expect(UCPRESTEndpoint.profile(in: #"profile="https://a.example/p.json""#) == "https://a.example/p.json")
        #expect(UCPRESTEndpoint.profile(in: #"version="2026-04-08", profile="https://a.example/p\"q""#) == #"https://a.example/p"q"#)
        #expect(UCPRESTEndpoint.profile(in: "other=1") == nil)
        #expect(UCPRESTEndpoint.profile(in: nil) == nil)
    }
}
