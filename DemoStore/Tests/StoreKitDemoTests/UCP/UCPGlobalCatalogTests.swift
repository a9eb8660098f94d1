import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The mall's global catalog: its profile, products clustered with offers from several sellers,
/// the global extension's filters, each seller's market currency.
@Suite struct UCPGlobalCatalogTests {
    static func mall() throws -> DemoMall { try DemoMall(catalogs: DemoMall.builtInCatalogs()) }
    static func global() throws -> UCPTestClient {
        var client = UCPTestClient.service(try mall().global)
        client.host = DemoMall.globalHost
        return client
    }

    /// The offers of the first product a search finds: seller domain → price.
    static func offers(_ found: UCPJSON) -> [String: UCPJSON] {
        var offers: [String: UCPJSON] = [:]
        for variant in found["products"]?.array?.first?["variants"]?.array ?? [] {
            if let domain = variant["seller"]?["domain"]?.string { offers[domain] = variant["price"] }
        }
        return offers
    }

    @Test func profileIsMCPOnlyWithTheGlobalExtension() async throws {
        let client = try Self.global()
        let (status, _, json) = await client.send("GET", "/.well-known/ucp")
        #expect(status == 200)
        let ucp = try #require(json?["ucp"])
        let services = try #require(ucp["services"]?["dev.ucp.shopping"]?.array)
        #expect(services.count == 1 && services[0]["transport"] == "mcp")
        #expect(services[0]["endpoint"] == "https://catalog.shopterm.invalid/api/ucp/mcp")
        let capabilities = Set(ucp["capabilities"]?.object?.keys.map { $0 } ?? [])
        #expect(capabilities == ["dev.ucp.shopping.catalog.search", "dev.ucp.shopping.catalog.lookup", "dev.shopify.catalog.global"])
    }

    @Test func aProductSoldByThreeShopsIsOneResultWithThreeOffers() async throws {
        let found = try await Self.global().result("search_catalog", ["query": "Swift Runner"])
        let product = try #require(found["products"]?.array?.first)
        #expect(product["title"] == "Swift Runner")
        let id = try #require(product["id"]?.string)
        #expect(id.hasPrefix("gid://shopify/p/") && id.count == "gid://shopify/p/".count + 16)
        #expect(
            Self.offers(found) == [
                "demo.shopterm.invalid": ["amount": 12000, "currency": "USD"],
                "kutsuya-tokyo.shopterm.invalid": ["amount": 17800, "currency": "JPY"],
                "gulf-stride-kuwait.shopterm.invalid": ["amount": 36750, "currency": "KWD"],
            ])
        let variant = try #require(product["variants"]?.array?.first { $0["seller"]?["domain"] == "kutsuya-tokyo.shopterm.invalid" })
        #expect(variant["id"]?.string?.hasPrefix("gid://shopify/ProductVariant/") == true)
        #expect(variant["seller"]?["name"] == "Kutsuya Tokyo")
        #expect(variant["seller"]?["url"] == "https://kutsuya-tokyo.shopterm.invalid")
        #expect(variant["checkout_url"]?.string?.hasPrefix("https://kutsuya-tokyo.shopterm.invalid/cart/") == true)
        #expect(variant["eligible"]?["native_checkout"] == true)
        #expect(product["metadata"]?["sellers"] == 3)
        // The same product has the same ID in another mall: the ID is stable.
        let again = try await Self.global().result("search_catalog", ["query": "Swift Runner"])
        #expect(again["products"]?.array?.first?["id"] == .string(id))
        // Lookup and get_product by the global ID.
        let looked = try await Self.global().result("lookup_catalog", ["ids": [.string(id)]])
        #expect(looked["products"]?.array?.first?["variants"]?.array?.count == 3)
        let detail = try await Self.global().result("get_product", ["id": .string(id), "selected": [["name": "Size", "label": "9"]]])
        let variants = try #require(detail["product"]?["variants"]?.array)
        #expect(Set(variants.compactMap { $0["seller"]?["domain"]?.string }).count == 3)
        #expect(variants.allSatisfy { $0["options"]?.array?.contains(["name": "Size", "label": "9"]) == true })
    }

    @Test func filtersNarrowTheOffers() async throws {
        let global = try Self.global()
        let toKuwait = try await global.result("search_catalog", ["query": "Swift Runner", "filters": ["ships_to": ["country": "KW"]]])
        #expect(Set(Self.offers(toKuwait).keys) == ["gulf-stride-kuwait.shopterm.invalid"])
        let fromJapan = try await global.result("search_catalog", ["query": "Swift Runner", "filters": ["ships_from": ["country": "JP"]]])
        #expect(Set(Self.offers(fromJapan).keys) == ["kutsuya-tokyo.shopterm.invalid"])
        let fromEither = try await global.result(
            "search_catalog", ["query": "Swift Runner", "filters": ["ships_from": [["country": "JP"], ["country": "KW"]]]])
        #expect(Self.offers(fromEither).count == 2)
        let secondhand = try await global.result("search_catalog", ["query": "Swift Runner", "filters": ["condition": ["secondhand"]]])
        #expect(secondhand["products"] == [])
        let inYen = try await global.result(
            "search_catalog",
            ["query": "Swift Runner", "context": ["currency": "JPY"], "filters": ["price": ["min": 17000, "max": 18000]]])
        #expect(Set(Self.offers(inYen).keys) == ["kutsuya-tokyo.shopterm.invalid"])
        #expect(inYen["messages"]?.array?.contains { $0["code"] == "other_currencies_left_out" } == true)
        // Bounds without a currency mean nothing across sellers' currencies: ignored, and said.
        let noCurrency = try await global.result("search_catalog", ["query": "Swift Runner", "filters": ["price": ["max": 100]]])
        #expect(Self.offers(noCurrency).count == 3)
        #expect(noCurrency["messages"]?.array?.contains { $0["code"] == "price_filter_ignored" } == true)
        let bad = try await global.call("search_catalog", ["query": "x", "filters": ["ships_to": ["country": "Kuwait!"]]])
        #expect(bad.json["error"]?["code"] == -32602)
    }

    @Test func availableDefaultsToTrue() async throws {
        let global = try Self.global()
        let all = try await global.result("search_catalog", ["query": "Timberline", "filters": ["available": false]])
        let saleReady = try await global.result("search_catalog", ["query": "Timberline"])
        let count = { (json: UCPJSON) in json["products"]?.array?.count ?? 0 }
        #expect(count(all) >= count(saleReady))
        let offered = saleReady["products"]?.array?.flatMap { $0["variants"]?.array ?? [] } ?? []
        #expect(offered.allSatisfy { $0["availability"]?["available"] == true })
    }

    @Test func theBuyersCountryPicksEachSellersMarket() async throws {
        let found = try await Self.global().result("search_catalog", ["query": "Swift Runner", "context": ["address_country": "US"]])
        #expect(Self.offers(found)["kutsuya-tokyo.shopterm.invalid"] == ["amount": 11926, "currency": "USD"])
        let gulf = try await Self.global().result("search_catalog", ["query": "Swift Runner", "context": ["address_country": "AE"]])
        #expect(Self.offers(gulf)["gulf-stride-kuwait.shopterm.invalid"]?["currency"] == "AED")
    }

    @Test func lookupTakesASellersVariantAndReportsUnknownIDs() async throws {
        let tokyo = try DemoCatalog(file: TokyoShoeCatalog.file())
        let variants = tokyo.product(handle: "tabi-runner")?.variants ?? []
        let variant = try #require(variants.first { $0.availableForSale })
        let found = try await Self.global().result("lookup_catalog", ["ids": [.string(variant.id), "gid://shopify/p/0000000000000000"]])
        let offered = found["products"]?.array?.flatMap { $0["variants"]?.array ?? [] } ?? []
        let fromTokyo = try #require(offered.first { $0["seller"]?["domain"] == "kutsuya-tokyo.shopterm.invalid" })
        #expect(fromTokyo["id"] == .string(variant.id))
        #expect(fromTokyo["inputs"] == [["id": .string(variant.id), "match": "exact"]])
        #expect(fromTokyo["product_id"]?.string?.hasPrefix("gid://shopify/Product/") == true)
        #expect(found["messages"] == [["type": "info", "code": "not_found", "content": "gid://shopify/p/0000000000000000"]])
        let missing = try await Self.global().result("get_product", ["id": "gid://shopify/p/0000000000000000"])
        #expect(missing["ucp"]?["status"] == "error")
    }
}
