import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// A demo shop's UCP catalog: its profile, the three catalog tools over MCP and REST, Storefront
/// GIDs, amounts in the currency's minor unit (USD, JPY, KWD), markets, pagination, not-found ids.
@Suite struct UCPShopCatalogTests {
    static func shoeShop() throws -> UCPTestClient { .shop(try DemoStore(catalog: DemoHarness.shoeStore)) }
    static func tokyo() throws -> UCPTestClient { .shop(try DemoStore(catalog: DemoCatalog(file: TokyoShoeCatalog.file()))) }
    static func kuwait() throws -> UCPTestClient { .shop(try DemoStore(catalog: DemoCatalog(file: KuwaitShoeCatalog.file()))) }

    @Test func profileIsAStoresProfileAtTheAddressAsked() async throws {
        let client = try Self.shoeShop()
        let (status, headers, json) = await client.send("GET", "/.well-known/ucp")
        #expect(status == 200)
        #expect(headers["content-type"] == "application/json")
        let ucp = try #require(json?["ucp"])
        #expect(ucp["version"] == "2026-04-08")
        #expect(ucp["supported_versions"]?["2026-04-08"] == "http://127.0.0.1:8080/.well-known/ucp/2026-04-08")
        let services = try #require(ucp["services"]?["dev.ucp.shopping"]?.array)
        #expect(services.first { $0["transport"] == "mcp" }?["endpoint"] == "http://127.0.0.1:8080/api/ucp/mcp")
        #expect(services.first { $0["transport"] == "rest" }?["endpoint"] == "http://127.0.0.1:8080/api/ucp")
        let capabilities = try #require(ucp["capabilities"]?.object)
        for name in ["dev.ucp.shopping.catalog.search", "dev.ucp.shopping.catalog.lookup", "dev.shopify.catalog"] {
            #expect(capabilities[name]?.array?.first?["version"] == "2026-04-08", "\(name)")
        }
        #expect(capabilities["dev.shopify.catalog"]?.array?.first?["extends"]?.array?.count == 2)
        // Elsewhere than loopback the addresses are https; a leaf profile has no supported_versions.
        var remote = client
        remote.host = "shop.example"
        let (_, _, elsewhere) = await remote.send("GET", "/.well-known/ucp")
        #expect(elsewhere?["ucp"]?["services"]?["dev.ucp.shopping"]?.array?.first?["endpoint"] == "https://shop.example/api/ucp/mcp")
        let (leafStatus, _, leaf) = await client.send("GET", "/.well-known/ucp/2026-04-08")
        #expect(leafStatus == 200 && leaf?["ucp"]?["version"] == "2026-04-08" && leaf?["ucp"]?["supported_versions"] == nil)
        #expect(await client.send("POST", "/.well-known/ucp").status == 405)
    }

    @Test func searchAnswersGIDsAndCents() async throws {
        let found = try await Self.shoeShop().result("search_catalog", ["query": "Swift Runner"])
        #expect(found["ucp"]?["capabilities"]?["dev.ucp.shopping.catalog.search"] != nil)
        let product = try #require(found["products"]?.array?.first)
        #expect(product["title"] == "Swift Runner")
        #expect(product["id"]?.string?.hasPrefix("gid://shopify/Product/") == true)
        #expect(product["price_range"]?["min"] == ["amount": 12000, "currency": "USD"])
        let variant = try #require(product["variants"]?.array?.first)
        #expect(variant["id"]?.string?.hasPrefix("gid://shopify/ProductVariant/") == true)
        #expect(variant["price"] == ["amount": 12000, "currency": "USD"])
        #expect(variant["seller"]?["name"] == "Trailhead Shoe Co.")
        #expect(variant["checkout_url"]?.string?.hasPrefix("http://127.0.0.1:8080/cart/") == true)
        #expect(product["media"]?.array?.first?["url"]?.string?.hasPrefix("http://127.0.0.1:8080/images/") == true)
    }

    @Test func yenHaveNoMinorUnitAndDinarsThree() async throws {
        let yen = try await Self.tokyo().result("search_catalog", ["query": "Swift Runner"])
        #expect(yen["products"]?.array?.first?["price_range"]?["min"] == ["amount": 17800, "currency": "JPY"])
        let dinars = try await Self.kuwait().result("search_catalog", ["query": "Swift Runner"])
        #expect(dinars["products"]?.array?.first?["price_range"]?["min"] == ["amount": 36750, "currency": "KWD"])
        // Tokyo's US market sells in dollars: ¥17,800 × 0.0067 = $119.26.
        let dollars = try await Self.tokyo().result("search_catalog", ["query": "Swift Runner", "context": ["address_country": "US"]])
        #expect(dollars["products"]?.array?.first?["price_range"]?["min"] == ["amount": 11926, "currency": "USD"])
    }

    @Test func aSearchThatFindsNothingIsEmpty() async throws {
        let found = try await Self.shoeShop().result("search_catalog", ["query": "zzqx nothing matches"])
        #expect(found["products"] == [])
        #expect(found["pagination"]?["has_next_page"] == false)
    }

    @Test func pagesWithAnOpaqueCursorAndClampsHugeLimits() async throws {
        let client = try Self.shoeShop()
        let browse: UCPJSON = ["filters": ["price": ["min": 0]], "pagination": ["limit": 30]]
        let first = try await client.result("search_catalog", browse)
        #expect(first["products"]?.array?.count == 30)
        #expect(first["pagination"]?["has_next_page"] == true)
        let cursor = try #require(first["pagination"]?["cursor"]?.string)
        #expect(!cursor.contains("30"))
        let second = try await client.result(
            "search_catalog", ["filters": ["price": ["min": 0]], "pagination": ["limit": 30, "cursor": .string(cursor)]])
        let firstIDs = Set(first["products"]?.array?.compactMap { $0["id"]?.string } ?? [])
        let secondIDs = Set(second["products"]?.array?.compactMap { $0["id"]?.string } ?? [])
        #expect(secondIDs.count == 30 && firstIDs.isDisjoint(with: secondIDs))
        let huge = try await client.result("search_catalog", ["filters": ["price": ["min": 0]], "pagination": ["limit": 1_000_000]])
        #expect(huge["products"]?.array?.count == UCPCatalogInput.maxLimit)
        let defaulted = try await client.result("search_catalog", ["filters": ["price": ["min": 0]]])
        #expect(defaulted["products"]?.array?.count == 10)
    }

    @Test func lookupCorrelatesInputsAndReportsUnknownIDs() async throws {
        let catalog = DemoHarness.shoeStore
        let product = try #require(catalog.product(handle: "swift-runner"))
        let variant = try #require(catalog.product(handle: "tempo-glide")?.variants.last)
        let found = try await Self.shoeShop().result(
            "lookup_catalog", ["ids": [.string(product.id), .string(variant.id), "gid://shopify/Product/999999"]])
        let products = try #require(found["products"]?.array)
        #expect(products.count == 2)
        let featured = try #require(products.first { $0["id"] == .string(product.id) }?["variants"]?.array)
        #expect(featured.count == 1 && featured[0]["inputs"] == [["id": .string(product.id), "match": "featured"]])
        let exact = try #require(products.first { $0["title"] == "Tempo Glide" }?["variants"]?.array)
        #expect(exact.map { $0["id"] } == [.string(variant.id)])
        #expect(exact[0]["inputs"] == [["id": .string(variant.id), "match": "exact"]])
        #expect(found["messages"] == [["type": "info", "code": "not_found", "content": "gid://shopify/Product/999999"]])
    }

    @Test func getProductNarrowsBySelectedOptions() async throws {
        let product = try #require(DemoHarness.shoeStore.product(handle: "swift-runner"))
        let found = try await Self.shoeShop().result(
            "get_product", ["id": .string(product.id), "selected": [["name": "Color", "label": "White"]]])
        let detail = try #require(found["product"])
        #expect(detail["selected"] == [["name": "Color", "label": "White"]])
        let variants = try #require(detail["variants"]?.array)
        #expect(variants.count == 6)
        #expect(variants.allSatisfy { $0["options"]?.array?.contains(["name": "Color", "label": "White"]) == true })
        let color = try #require(detail["options"]?.array?.first { $0["name"] == "Color" }?["values"]?.array)
        #expect(color.allSatisfy { $0["exists"] == true })
        let missing = try await Self.shoeShop().result("get_product", ["id": "gid://shopify/Product/424242"])
        #expect(missing["ucp"]?["status"] == "error")
        #expect(missing["messages"]?.array?.first?["code"] == "not_found")
        #expect(missing["messages"]?.array?.first?["severity"] == "unrecoverable")
    }

    @Test func restBindingRunsTheSameTools() async throws {
        let client = try Self.shoeShop()
        let (status, _, json) = await client.rest("POST", "/catalog/search", ["query": "Swift Runner"])
        #expect(status == 200)
        #expect(json?["products"]?.array?.first?["title"] == "Swift Runner")
        let product = try #require(json?["products"]?.array?.first?["id"])
        let (lookupStatus, _, lookup) = await client.rest("POST", "/catalog/lookup", ["ids": [product]])
        #expect(lookupStatus == 200 && lookup?["products"]?.array?.count == 1)
        let (productStatus, _, detail) = await client.rest("POST", "/catalog/product", ["id": product])
        #expect(productStatus == 200 && detail?["product"]?["id"] == product)
        let (wrongMethod, headers, _) = await client.rest("GET", "/catalog/search", nil)
        #expect(wrongMethod == 405 && headers["allow"] == "POST")
        #expect(await client.rest("POST", "/catalog/nothing", [:]).status == 404)
        let (badBody, _, error) = await client.send(
            "POST", "/api/ucp/catalog/search", body: Data("not json".utf8), headers: ["ucp-agent": #"profile="https://spck.dev/agent""#])
        #expect(badBody == 400 && error?["messages"]?.array?.first?["code"] == "invalid_input")
        var anonymous = client
        anonymous.profile = nil
        let (noAgent, _, refused) = await anonymous.rest("POST", "/catalog/search", ["query": "x"])
        #expect(noAgent == 400 && refused?["code"] == "invalid_profile_url")
    }
}
