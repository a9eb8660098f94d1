import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// With a token the store's main menu is the home screen; its entries lead to collections,
/// products, every collection, the search, or the browser.
@Suite struct HomeMenuTests {
    static let menu = StoreMenu(
        title: "Main menu",
        items: [
            MenuEntry(title: "Home", destination: .home),
            MenuEntry(
                title: "Shop", destination: .allCollections,
                items: [
                    MenuEntry(title: "Running shoes", destination: .collection("running")),
                    MenuEntry(title: "Swift Runner", destination: .product("swift-runner")),
                ]),
            MenuEntry(title: "Search", destination: .search),
            MenuEntry(title: "About us", destination: .web(URL(string: "https://shop.example/pages/about"))),
            MenuEntry(title: "Nowhere", destination: .web(nil)),
        ])

    /// The home screen with the menu (the launch answer carried it).
    static func home() -> AppState {
        let (started, effects) = start(AppState(width: 80, height: 24, cart: LocalCart()))
        let ids = effects.compactMap { effect -> RequestID? in if case .request(let id, _) = effect { return id } else { return nil } }
        return UI.run(
            started,
            [
                .response(ids[0], .home(HomeData(shop: UI.shop, collections: UI.collections, menu: menu), fresh: true)),
                .response(ids[1], .account(nil)),
            ]
        ).0
    }

    static func select(_ index: Int, _ state: AppState) -> AppState {
        UI.run(state, Array(repeating: .key(.down), count: index)).0
    }

    @Test func theMenuIsTheHomeScreenNestedEntriesIndented() {
        let text = render(Self.home()).text
        #expect(text.contains("▸Home"))
        #expect(text.contains("\n   Running shoes"))
        #expect(text.contains("About us"))
        #expect(!text.contains("Running\n"))  // the collections list is not shown
    }

    @Test func entriesLeadToCollectionsProductsAndSearch() {
        var (state, effects) = UI.run(Self.select(2, Self.home()), [.key(.enter)])
        #expect(state.screen.collection?.handle == "running" && state.screen.collection?.title == "Running shoes")
        #expect(FindingUITests.lastRequest(effects) == .collectionProducts(handle: "running", after: nil))
        (state, effects) = UI.run(Self.select(3, Self.home()), [.key(.enter)])
        #expect(state.screen.product?.handle == "swift-runner")
        #expect(FindingUITests.lastRequest(effects) == .product(handle: "swift-runner"))
        (state, _) = UI.run(Self.select(4, Self.home()), [.key(.enter)])
        #expect(state.screen.search != nil)
    }

    @Test func shopListsEveryCollectionAndEscReturnsToTheMenu() {
        var (state, _) = UI.run(Self.select(1, Self.home()), [.key(.enter)])
        var text = render(state).text
        #expect(text.hasPrefix("Trailhead Shoe Co. › Collections"))
        #expect(text.contains("▸Running"))
        (state, _) = UI.run(state, [.key(.enter)])
        #expect(state.screen.collection?.handle == "running")
        (state, _) = UI.run(state, [.key(.escape), .key(.escape)])
        text = render(state).text
        #expect(text.contains("Shop") && text.contains("About us"))
        #expect(state.stack.count == 1)
    }

    @Test func webLinksOpenInTheBrowserAndDeadOnesAreSaid() {
        var (state, effects) = UI.run(Self.select(5, Self.home()), [.key(.enter)])
        #expect(effects.contains(.openURL(URL(string: "https://shop.example/pages/about")!)))
        (state, effects) = UI.run(Self.select(6, Self.home()), [.key(.enter)])
        #expect(state.status?.kind == .error)
        #expect(!effects.contains { if case .openURL = $0 { true } else { false } })
    }

    @Test func withoutAMenuTheCollectionsAreHome() {
        let state = UI.home()
        #expect(state.menu == nil)
        #expect(render(state).text.contains("▸Running"))
    }
}
