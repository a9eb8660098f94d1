import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// With a token the store's main menu is the home screen; its entries lead to collections,
/// products, every collection, the search, or the browser.
@Suite struct HomeMenuTests {

    @Test func theMenuIsTheHomeScreenNestedEntriesIndented() {
        let text = render(HomeMenuFixtures.home()).text
        #expect(text.contains("▸Home"))
        #expect(text.contains("\n   Running shoes"))
        #expect(text.contains("About us"))
        #expect(!text.contains("Running\n"))  // the collections list is not shown
    }

    @Test func entriesLeadToCollectionsProductsAndSearch() {
        var (state, effects) = UI.run(HomeMenuFixtures.select(2, HomeMenuFixtures.home()), [.key(.enter)])
        #expect(state.screen.collection?.handle == "running" && state.screen.collection?.title == "Running shoes")
        #expect(FindingUIFixtures.lastRequest(effects) == .collectionProducts(handle: "running", after: nil))
        #expect(UI.screens(effects) == [.request(RequestID(state.nextRequest - 1), .collectionProducts(handle: "running", after: nil))])
        (state, effects) = UI.run(HomeMenuFixtures.select(3, HomeMenuFixtures.home()), [.key(.enter)])
        #expect(state.screen.product?.handle == "swift-runner")
        #expect(FindingUIFixtures.lastRequest(effects) == .product(handle: "swift-runner"))
        #expect(UI.screens(effects) == [.request(RequestID(state.nextRequest - 1), .product(handle: "swift-runner"))])
        state = UI.settle(HomeMenuFixtures.select(4, HomeMenuFixtures.home()), [.key(.enter)], ignoring: [])
        #expect(state.screen.search != nil)
    }

    @Test func shopListsEveryCollectionAndEscReturnsToTheMenu() {
        var state = UI.settle(HomeMenuFixtures.select(1, HomeMenuFixtures.home()), [.key(.enter)], ignoring: [])
        var text = render(state).text
        #expect(text.hasPrefix("Trailhead Shoe Co. › Collections"))
        #expect(text.contains("▸Running"))
        state = UI.settle(state, [.key(.enter)], ignoring: [.request])
        #expect(state.screen.collection?.handle == "running")
        state = UI.settle(state, [.key(.escape), .key(.escape)], ignoring: [.cancel])
        text = render(state).text
        #expect(text.contains("Shop") && text.contains("About us"))
        #expect(state.stack.count == 1)
    }

    @Test func webLinksOpenInTheBrowserAndDeadOnesAreSaid() {
        var (state, effects) = UI.run(HomeMenuFixtures.select(5, HomeMenuFixtures.home()), [.key(.enter)])
        #expect(effects.contains(.openURL(URL(string: "https://shop.example/pages/about")!)))
        #expect(effects == [.openURL(URL(string: "https://shop.example/pages/about")!)])
        (state, effects) = UI.run(HomeMenuFixtures.select(6, HomeMenuFixtures.home()), [.key(.enter)])
        #expect(state.status?.kind == .error)
        #expect(!effects.contains { if case .openURL = $0 { true } else { false } })
        #expect(effects.isEmpty)
    }

    @Test func withoutAMenuTheCollectionsAreHome() {
        let state = UI.home()
        #expect(state.menu == nil)
        #expect(render(state).text.contains("▸Running"))
    }
}
