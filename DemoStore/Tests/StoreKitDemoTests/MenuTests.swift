import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// `menu(handle:)`: the demo's main menu, read by the client's `MenuQuery`; token only.
@Suite struct MenuTests {
    @Test func theMainMenuLeadsToEveryCollectionThroughShop() async throws {
        let demo = try DemoHarness()
        let menu = try #require(try await demo.client.fetch(MenuQuery()).menu)
        #expect(menu.title == "Main menu")
        #expect(menu.items.map(\.title) == ["Home", "Shop", "Search"])
        #expect(menu.items.map(\.destination) == [.home, .allCollections, .search])
        let shop = menu.items[1]
        #expect(shop.items.map(\.destination) == DemoHarness.shoeStore.collections.map { .collection($0.handle) })
        #expect(menu.flattened.count == 3 + DemoHarness.shoeStore.collections.count)
        #expect(menu.flattened[2].depth == 1)
    }

    @Test func anUnknownMenuIsNullAndTokenlessRequestsAreRefused() async throws {
        let demo = try DemoHarness()
        #expect(try await demo.client.fetch(MenuQuery(handle: "footer")).menu == nil)
        let (status, json) = try await demo.raw(
            #"{ menu(handle: "main-menu") { title itemsCount items { title type url resourceId resource { __typename ... on Collection { handle } } } } }"#,
            headers: [:])
        #expect(status == 200)
        #expect((json["data"] as? [String: Any])?["menu"] is NSNull)
        let error = (json["errors"] as? [[String: Any]])?.first?["extensions"] as? [String: Any]
        #expect(error?["requiredAccess"] as? String == "`unauthenticated_read_content` access scope.")
        // With a token, Hydrogen's header query (items with resourceId, nested items) is answered.
        let (_, answered) = try await demo.raw(
            #"{ menu(handle: "main-menu") { id itemsCount items { id resourceId tags title type url items { id resourceId title type url resource { __typename } } } } }"#
        )
        #expect(answered["errors"] == nil)
        let items = ((answered["data"] as? [String: Any])?["menu"] as? [String: Any])?["items"] as? [[String: Any]]
        let nested = (items?[1]["items"] as? [[String: Any]])?.first
        #expect((nested?["resource"] as? [String: Any])?["__typename"] as? String == "Collection")
        #expect((nested?["resourceId"] as? String)?.hasPrefix("gid://shopify/Collection/") == true)
    }

    /// Whatever a store's menu holds, the client keeps every entry: what it cannot follow in a
    /// terminal is a web link (http and https only), or nothing.
    @Test func entriesOfEveryKindDecode() throws {
        let json = #"""
            {"menu": {"title": "Main", "items": [
              {"title": "Boots", "type": "COLLECTION", "url": "https://s.example/collections/boots", "resource": {"handle": "boots"}},
              {"title": "Runner", "type": "PRODUCT", "url": null, "resource": {"handle": "runner"}},
              {"title": "About", "type": "PAGE", "url": "https://s.example/pages/about", "resource": {}, "items": [
                {"title": "Script", "type": "HTTP", "url": "javascript:alert(1)", "resource": null}]},
              {"title": "Gone", "type": "COLLECTION", "url": null, "resource": null},
              {"title": "New kind", "type": "SOMETHING_NEW", "url": "https://s.example/x", "resource": null}]}}
            """#
        let menu = try #require(try JSONDecoder().decode(MenuQuery.Data.self, from: Data(json.utf8)).menu)
        #expect(
            menu.items.map(\.destination) == [
                .collection("boots"), .product("runner"), .web(URL(string: "https://s.example/pages/about")),
                .web(nil), .web(URL(string: "https://s.example/x")),
            ])
        #expect(menu.items[2].items.first?.destination == .web(nil))
        #expect(try JSONDecoder().decode(MenuQuery.Data.self, from: Data(#"{"menu": null}"#.utf8)).menu == nil)
    }
}
