import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// `search` in relevance order and `predictiveSearch` agreeing with it, on a small music shop
/// with Japanese and Chinese titles: the client's own operations against the demo store.
@Suite struct SearchRelevanceTests {
    /// A description that mentions jazz comes first in the catalog; the titles that say it later;
    /// a strap whose only "Jazz" is a variant's; a shirt titled "T Shirt".
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decode(
            Data(
                """
                {"shop": {"name": "音楽堂", "currencyCode": "JPY"},
                 "products": [
                   {"handle": "night-drive", "title": "夜のドライブ Night Drive", "vendor": "Blue Hour", "productType": "Vinyl",
                    "description": "Smooth jazz and city pop for late hours.",
                    "variants": [{"price": "3200"}]},
                   {"handle": "tea-house", "title": "北京 茶馆 Tea House", "vendor": "Blue Hour", "productType": "CD",
                    "description": "Field recordings.", "variants": [{"price": "2400"}]},
                   {"handle": "strap", "title": "Guitar Strap", "vendor": "Kawa", "productType": "Accessory",
                    "options": [{"name": "Edition", "values": ["Jazzmaster", "Plain"]}],
                    "variants": [{"price": "4500", "selectedOptions": {"Edition": "Jazzmaster"}},
                                 {"price": "3900", "selectedOptions": {"Edition": "Plain"}}]},
                   {"handle": "tokyo-jazz", "title": "東京 Jazz Sessions", "vendor": "Blue Hour", "productType": "Vinyl",
                    "description": "Live in Shinjuku.", "variants": [{"price": "3800"}]},
                   {"handle": "shirt", "title": "Festival T Shirt", "vendor": "Kawa", "productType": "Apparel",
                    "variants": [{"price": "2900"}]}]}
                """.utf8)))

    static func searched(_ demo: DemoHarness, _ query: String) async throws -> [String] {
        try await demo.client.fetch(SearchProductsQuery(query: query, first: 10)).listing.page.items.map(\.handle)
    }

    @Test func aTitleMatchRanksAboveAVariantAndADescriptionMatch() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        #expect(try await Self.searched(demo, "jaz") == ["tokyo-jazz", "strap", "night-drive"])
        #expect(try await Self.searched(demo, "jazz") == ["tokyo-jazz", "strap", "night-drive"])
        #expect(try await Self.searched(demo, "東京") == ["tokyo-jazz"])
        #expect(try await Self.searched(demo, "茶") == ["tea-house"])
        // Terms add up: a title and a description match outrank a title match alone.
        #expect(try await Self.searched(demo, "night OR sessions OR live") == ["tokyo-jazz", "night-drive"])
    }

    @Test func productsInRelevanceOrderRankTheSameWay() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        let (status, json) = try await demo.raw(#"{ products(first: 10, query: "jaz", sortKey: RELEVANCE) { nodes { handle } } }"#)
        #expect(status == 200 && json.errorMessages == [])
        let products = try #require((json["data"] as? [String: Any])?["products"] as? [String: Any])
        #expect((products["nodes"] as? [[String: Any]])?.compactMap { $0["handle"] as? String } == ["tokyo-jazz", "strap", "night-drive"])
    }

    @Test func everyProductSuggestedIsFoundBySearchingTheSameWords() async throws {
        let demo = try DemoHarness(catalog: Self.catalog)
        for typed in ["jaz", "jazzm", "東京", "東京 ja", "t-shirt", "t sh", "gui", "blue h", "夜"] {
            let suggested = try await demo.client.fetch(PredictiveSearchQuery(query: typed)).suggestions.products.map(\.handle)
            let found = try await Self.searched(demo, typed)
            #expect(!suggested.isEmpty, "\(typed)")
            #expect(Set(suggested).isSubset(of: found), "\(typed): suggested \(suggested), found \(found)")
        }
    }
}
