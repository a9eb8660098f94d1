import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The demo mall: its built-in shops pass the catalog checks, each has a domain, its transport
/// routes by host, the global catalog's access tiers (anonymous, token, rates), and the whole
/// mall served over loopback with sellers a client can open.
@Suite struct DemoMallTests {
    static func mall() throws -> DemoMall { try DemoMall(catalogs: DemoMall.builtInCatalogs()) }

    @Test func builtInShopsAreThreeCurrenciesWithSharedProducts() throws {
        let catalogs = try DemoMall.builtInCatalogs()
        #expect(catalogs.map(\.shop.currencyCode) == ["USD", "JPY", "KWD"])
        for catalog in catalogs.dropFirst() { #expect((10...25).contains(catalog.products.count), "\(catalog.shop.name)") }
        let shoeKeys = Set(catalogs[0].products.map(UCPGlobalIndex.key))
        for catalog in catalogs.dropFirst() {
            #expect(catalog.products.filter { shoeKeys.contains(UCPGlobalIndex.key($0)) }.count >= 2, "\(catalog.shop.name)")
        }
        let mall = try Self.mall()
        #expect(
            mall.shops.map(\.domain) == [
                "demo.shopterm.invalid", "kutsuya-tokyo.shopterm.invalid", "gulf-stride-kuwait.shopterm.invalid",
            ])
        #expect(mall.store(forHost: "KUTSUYA-TOKYO.shopterm.invalid:443")?.catalog.shop.name == "Kutsuya Tokyo")
        #expect(mall.store(forHost: "nowhere.invalid") == nil)
        #expect(DemoMall.domain(for: "Kutsuya Tokyo", index: 3, taken: ["kutsuya-tokyo.shopterm.invalid"]) == "kutsuya-tokyo-2.shopterm.invalid")
        #expect(DemoMall.domain(for: "靴屋", index: 4, taken: []) == "shop-5.shopterm.invalid")
    }

    @Test func transportRoutesByHost() async throws {
        let transport = try Self.mall().transport
        let tokyo = try await transport.send(
            HTTPRequest(url: URL(string: "https://kutsuya-tokyo.shopterm.invalid/.well-known/ucp")!, method: "GET"))
        let profile = try #require(UCPJSON(data: tokyo.body))
        #expect(
            profile["ucp"]?["services"]?["dev.ucp.shopping"]?.array?.first?["endpoint"]
                == "https://kutsuya-tokyo.shopterm.invalid/api/ucp/mcp")
        let global = try await transport.send(HTTPRequest(url: URL(string: "https://catalog.shopterm.invalid/.well-known/ucp")!, method: "GET"))
        #expect(UCPJSON(data: global.body)?["ucp"]?["capabilities"]?["dev.shopify.catalog.global"] != nil)
        await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(url: URL(string: "https://elsewhere.invalid/.well-known/ucp")!, method: "GET"))
        }
    }

    @Test func anonymousCallersGetOnePageAndALowRate() async throws {
        var client = UCPTestClient.service(try Self.mall().global)
        client.host = DemoMall.globalHost
        let browse: UCPJSON = ["filters": ["available": false], "pagination": ["limit": 5]]
        let first = try await client.result("search_catalog", browse)
        #expect(first["products"]?.array?.count == 5)
        #expect(first["pagination"] == nil)
        #expect(first["messages"]?.array?.first?["code"] == "pagination_requires_token")
        let paged = try await client.call("search_catalog", ["query": "x", "pagination": ["cursor": .string(UCPCatalogInput.cursor(offset: 5))]])
        #expect(paged.status == 401 && paged.json["error"]?["code"] == -32000)
        for _ in 0..<(UCPAccess.anonymousLimit - 2) { _ = try await client.call("search_catalog", ["query": "runner"]) }
        let rpc: UCPJSON = [
            "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": [
                "name": "search_catalog",
                "arguments": ["meta": ["ucp-agent": ["profile": "https://spck.dev/agent"]], "catalog": ["query": "runner"]],
            ],
        ]
        let (status, headers, json) = await client.send("POST", "/api/ucp/mcp", body: rpc.data)
        #expect(status == 429)
        #expect(Int(headers["retry-after"] ?? "") ?? 0 >= 1)
        #expect(json?["error"]?["code"] == -32000 && json?["error"]?["data"]?["retry_after"]?.int ?? 0 >= 1)
        // The profile and the token endpoint are not rate-limited.
        #expect(await client.send("GET", "/.well-known/ucp").status == 200)
    }

    @Test func aTokenPagesAndAWrongSecretIsRefused() async throws {
        var client = UCPTestClient.service(try Self.mall().global)
        client.host = DemoMall.globalHost
        let form = "grant_type=client_credentials&client_id=\(DemoMall.catalogClientID)&client_secret="
        let wrong = await client.send(
            "POST", UCPAccess.tokenPath, body: Data((form + "guess").utf8), headers: ["content-type": "application/x-www-form-urlencoded"])
        #expect(wrong.status == 401 && wrong.json?["error"] == "invalid_client")
        #expect(wrong.json?.text.contains("guess") == false)
        let grant: UCPJSON = [
            "grant_type": "client_credentials", "client_id": .string(DemoMall.catalogClientID),
            "client_secret": .string(DemoMall.catalogClientSecret),
        ]
        let issued = await client.send("POST", UCPAccess.tokenPath, body: grant.data)
        #expect(issued.status == 200 && issued.headers["cache-control"] == "no-store")
        #expect(issued.json?["expires_in"] == 3600 && issued.json?["scope"] == "read_global_api_catalog_search")
        #expect(issued.json?["token_type"] == "Bearer")
        let token = try #require(issued.json?["access_token"]?.string)
        #expect(token.split(separator: ".").count == 3)
        #expect(await client.send("POST", UCPAccess.tokenPath, body: Data("grant_type=password".utf8)).status == 400)
        client.authorization = "Bearer \(token)"
        let browse: UCPJSON = ["filters": ["available": false], "pagination": ["limit": 5]]
        let first = try await client.result("search_catalog", browse)
        let cursor = try #require(first["pagination"]?["cursor"]?.string)
        let second = try await client.result(
            "search_catalog", ["filters": ["available": false], "pagination": ["limit": 5, "cursor": .string(cursor)]])
        #expect(second["products"]?.array?.count == 5 && second["products"] != first["products"])
        client.authorization = "Bearer forged.token.value"
        let forged = try await client.call("search_catalog", ["query": "runner"])
        #expect(forged.status == 401 && forged.json["error"]?["code"] == -32000)
    }

    @Test func theServedMallNamesAddressesAClientCanOpen() async throws {
        let served = try Self.mall().serve()
        defer { served.stop() }
        #expect(served.shops.count == 3)
        let transport = CurlTransport()
        let body: UCPJSON = [
            "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": [
                "name": "search_catalog",
                "arguments": ["meta": ["ucp-agent": ["profile": .string(UCPAgentResolver.shoptermProfile)]], "catalog": ["query": "Swift Runner"]],
            ],
        ]
        let response = try await transport.send(
            HTTPRequest(
                url: served.globalCatalogURL.appendingPathComponent("api/ucp/mcp"), headers: ["Content-Type": "application/json"],
                body: body.data, timeout: 60))
        let json = try #require(UCPJSON(data: response.body))
        let variants = try #require(json["result"]?["structuredContent"]?["products"]?.array?.first?["variants"]?.array)
        let domains = Set(variants.compactMap { $0["seller"]?["domain"]?.string })
        #expect(domains == Set(served.shops.map { "\($0.url.host ?? ""):\($0.url.port ?? 0)" }))
        // A seller's domain is a shop that answers.
        let shop = try #require(served.shops.first { $0.name == "Kutsuya Tokyo" })
        let profile = try await transport.send(HTTPRequest(url: shop.url.appendingPathComponent(".well-known/ucp"), method: "GET", timeout: 60))
        #expect(
            UCPJSON(data: profile.body)?["ucp"]?["services"]?["dev.ucp.shopping"]?.array?.first?["endpoint"]?.string
                == "\(shop.url.absoluteString)/api/ucp/mcp")
    }
}
