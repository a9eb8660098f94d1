import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

/// Discovery: `<catalog>/.well-known/ucp` once per client, the version shopterm speaks, the MCP
/// endpoint of `dev.ucp.shopping`, https only (http on this machine).
struct UCPDiscoveryTests {
    let search = GlobalSearch(query: "shoes")

    @Test func theProfileIsReadOnceAndItsEndpointCalled() async throws {
        let script = CatalogScript([.profile(), .result(UCPFixtures.page([]), id: 1), .result(UCPFixtures.page([]), id: 2)])
        let client = UCPFixtures.client(script)
        _ = try await client.search(search)
        _ = try await client.search(search)
        let requests = script.requests
        #expect(requests.map(\.url.absoluteString) == ["https://catalog.shopify.com/.well-known/ucp", UCPFixtures.endpoint, UCPFixtures.endpoint])
        #expect(requests.map(\.method) == ["GET", "POST", "POST"])
    }

    @Test func aProfileWithoutAnMCPServiceIsSaid() async {
        let rest = #"[{"version": "2026-04-08", "transport": "rest", "endpoint": "https://catalog.example/api"}]"#
        let script = CatalogScript([.ok(UCPFixtures.profile(services: rest))])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .noMCPService(host: "catalog.shopify.com"))
        #expect(script.requests.count == 1)
    }

    @Test func aVersionShoptermDoesNotSpeakIsRefusedWithTheVersionsOffered() async {
        let script = CatalogScript([.ok(UCPFixtures.profile(version: "2026-08-25"))])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .versionUnsupported(offered: ["2026-08-25"]))
        #expect(error?.description.contains("2026-08-25") == true)
        #expect(error?.description.contains("2026-04-08") == true)
    }

    /// A catalog that moved on to a newer version but still offers 2026-04-08 is spoken to in
    /// 2026-04-08, at that version's endpoint.
    @Test func theVersionShoptermSpeaksIsPickedAmongSeveral() async throws {
        let profile = #"""
            {"ucp": {"version": "2026-08-25", "supported_versions": {"2026-04-08": "https://c.example/v1", "2026-08-25": "https://c.example/v2"},
             "services": {"dev.ucp.shopping": [
               {"version": "2026-08-25", "transport": "mcp", "endpoint": "https://catalog.shopify.com/api/ucp/mcp/next"},
               {"version": "2026-04-08", "transport": "mcp", "endpoint": "https://catalog.shopify.com/api/ucp/mcp"}]}}}
            """#
        let script = CatalogScript([.ok(profile), .result(UCPFixtures.page([]))])
        _ = try await UCPFixtures.client(script).search(search)
        #expect(script.requests.last?.url.absoluteString == UCPFixtures.endpoint)
    }

    @Test func anHTTPEndpointOnTheNetworkIsRefused() async {
        let script = CatalogScript([.profile(endpoint: "http://catalog.example/mcp")])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .insecureEndpoint(what: "MCP endpoint", host: "catalog.example"))
        #expect(script.requests.count == 1)
    }

    @Test func anHTTPCatalogOnTheNetworkIsNeverAsked() async {
        let script = CatalogScript([])
        let settings = GlobalCatalogSettings(catalog: URL(string: "http://catalog.example")!, retry: .none)
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script, settings: settings).search(search) }
        #expect(error == .insecureEndpoint(what: "address", host: "catalog.example"))
        #expect(script.requests.isEmpty)
    }

    @Test func httpOnThisMachineIsAllowed() async throws {
        let script = CatalogScript([.profile(endpoint: "http://127.0.0.1:8080/api/ucp/mcp"), .result(UCPFixtures.page([]))])
        let settings = GlobalCatalogSettings(catalog: URL(string: "http://127.0.0.1:8080")!, retry: .none)
        _ = try await UCPFixtures.client(script, settings: settings).search(search)
        #expect(script.requests.map(\.url.absoluteString) == ["http://127.0.0.1:8080/.well-known/ucp", "http://127.0.0.1:8080/api/ucp/mcp"])
    }

    @Test func anHTMLPageIsNotACatalog() async {
        let script = CatalogScript([.ok("<!doctype html><html><title>Welcome</title></html>", type: "text/html")])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .notUCPCatalog(host: "catalog.shopify.com", detail: "its /.well-known/ucp is a web page"))
        #expect(error?.description == "catalog.shopify.com is not a UCP catalog (its /.well-known/ucp is a web page)")
    }

    @Test func aMissingProfileIsNotACatalog() async {
        let script = CatalogScript([.status(404, "not here")])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(search) }
        #expect(error == .notUCPCatalog(host: "catalog.shopify.com", detail: "no /.well-known/ucp there, HTTP 404"))
    }
}
