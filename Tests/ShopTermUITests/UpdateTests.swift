import Foundation
import ShopTermUI
import StoreKitCore
import Testing

@Suite struct StartAndListsTests {
    @Test func startAsksForTheShopAndTheFirstCollections() {
        let (state, effects) = start(AppState(width: 80, height: 24))
        #expect(effects == [.request(RequestID(1), .home), .request(RequestID(2), .loadAccount(renew: true))])
        #expect(state.isBusy)
    }

    @Test func answersFillTheHomeScreen() {
        let state = UI.home()
        #expect(state.shop?.name == "Trailhead Shoe Co.")
        #expect(state.collections.items.map(\.handle) == ["running", "trail", "kids"])
        #expect(!state.isBusy)
    }

    @Test func enterOpensACollectionAndLoadsItsProducts() {
        let (state, effects) = update(UI.home(), .key(.enter))
        guard case .collection(let screen) = state.screen else {
            Issue.record("no collection screen")
            return
        }
        #expect(screen.handle == "running")
        #expect(state.request(for: .page) == RequestID(3))
        #expect(effects == [.request(RequestID(3), .collectionProducts(handle: "running", after: nil))])
    }

    @Test func escLeavesAndCancelsAndTheLateAnswerIsDropped() {
        let (opened, _) = update(UI.home(), .key(.enter))
        let (back, effects) = update(opened, .key(.escape))
        #expect(back.stack == [.home])
        #expect(effects == [.cancel(RequestID(3))])
        let (late, lateEffects) = update(back, .response(RequestID(3), .products(ProductListing(page: UI.products(1...5, more: false)))))
        #expect(late == back)
        #expect(lateEffects.isEmpty)
    }

    @Test func unknownAnswersChangeNothing() {
        let home = UI.home()
        #expect(update(home, .response(RequestID(100), .home(HomeData(shop: UI.shop, collections: UI.collections), fresh: true))).0 == home)
    }

    @Test func theNextPageIsFetchedBeforeTheLastRowIsReached() {
        var (state, effects) = UI.run(UI.home(width: 80, height: 12), [.key(.enter)])
        #expect(UI.screens(effects) == [.request(RequestID(3), .collectionProducts(handle: "running", after: nil))])
        (state, effects) = UI.run(state, [.response(RequestID(3), .products(ProductListing(page: UI.products(1...40, more: true))))])
        #expect(UI.screens(effects).isEmpty)  // selection at the top: 40 items, 9 rows, two screens ahead: nothing to fetch yet
        (state, effects) = UI.run(state, Array(repeating: .key(.down), count: 21))
        #expect(UI.screens(effects).isEmpty)
        (state, effects) = UI.run(state, [.key(.down)])
        #expect(UI.screens(effects) == [.request(RequestID(4), .collectionProducts(handle: "running", after: "p40"))])
        (state, effects) = UI.run(state, [.key(.down)])
        #expect(UI.screens(effects).isEmpty)  // already loading: no second request
        (state, effects) = UI.run(state, [.response(RequestID(4), .products(ProductListing(page: UI.products(41...50, more: false))))])
        #expect(state.screen.collectionItems == 50)
    }

    @Test func movingKeepsTheSelectionVisible() throws {
        var state = UI.settle(UI.home(width: 80, height: 12), [.key(.enter)], ignoring: [.request])
        state = UI.settle(state, [.response(RequestID(3), .products(ProductListing(page: UI.products(1...40, more: false))))], ignoring: [.timer])
        state = UI.settle(state, [.key(.end)], ignoring: [.cancel, .timer])
        let screen = try #require(state.screen.collection)
        #expect(screen.products.selected == 39)
        #expect(screen.products.offset == 31)
        state = UI.settle(state, [.key(.home), .key(.pageDown)], ignoring: [.cancel, .timer])
        let paged = try #require(state.screen.collection)
        #expect(paged.products.selected == 9)
    }

    @Test func failuresShowInTheStatusLineAndRetry() {
        var state = UI.settle(UI.home(), [.key(.enter)], ignoring: [.request])
        state = UI.settle(state, [.response(RequestID(3), .failure("the store did not answer in time"))], ignoring: [])
        #expect(state.status == StatusLine("Could not load products: the store did not answer in time (r retries)", kind: .error))
        let (retried, effects) = update(state, .key(.character("r")))
        #expect(effects == [.request(RequestID(4), .collectionProducts(handle: "running", after: nil))])
        #expect(retried.status == nil)
    }

    @Test func resizeKeepsSizesAndSelections() {
        let (state, _) = update(UI.home(), .resize(width: 100, height: 30))
        #expect(state.width == 100 && state.height == 30 && state.contentRows == 27)
    }

    @Test func mouseWheelMovesAndClickSelectsThenOpens() {
        var (state, effects) = UI.run(UI.home(), [.mouse(.wheelDown(row: 3, column: 3))])
        #expect(state.collections.selected == 2)
        #expect(UI.screens(effects).isEmpty)
        (state, effects) = UI.run(state, [.mouse(.click(row: 2, column: 3))])
        #expect(state.collections.selected == 1)
        #expect(UI.screens(effects).isEmpty, "the first click selects, the second opens")
        (state, effects) = UI.run(state, [.mouse(.click(row: 2, column: 3))])
        #expect(effects == [.request(RequestID(3), .collectionProducts(handle: "trail", after: nil))])
    }

    @Test func helpOpensAndAnyKeyClosesIt() {
        let (open, _) = update(UI.home(), .key(.character("?")))
        #expect(open.showHelp)
        let (closed, effects) = update(open, .key(.down))
        #expect(!closed.showHelp && effects.isEmpty && closed.collections.selected == 0)
    }

    @Test func quitAsksOnlyDuringACheckout() {
        #expect(update(UI.home(), .key(.character("q"))).1 == [.quit])
        let atRates = CheckoutFlowFixtures.atRates()
        let (asked, none) = update(atRates, .key(.character("q")))
        #expect(asked.confirmingQuit && none.isEmpty)
        #expect(asked.status == StatusLine("A checkout is in progress. Quit anyway? (y/n)", kind: .error))
        let (stayed, _) = update(asked, .key(.character("n")))
        #expect(!stayed.confirmingQuit && stayed.status == nil)
        let (_, quit) = update(asked, .key(.character("y")))
        #expect(quit.last == .quit)
        // Ctrl-C always quits, even in a form.
        #expect(update(CheckoutFlowFixtures.atContact(), .key(.control("c"))).1 == [.quit])
    }
}

extension Screen {
    var collectionItems: Int? { if case .collection(let screen) = self { return screen.products.items.count } else { return nil } }
}

/// The launch screen: one request, the first collection's products with it, and a cached copy
/// shown at once while the store is asked (stale-while-revalidate).
@Suite struct LaunchTests {
    static let prefetched = UI.products(1...50, more: true)

    @Test func theFirstCollectionOpensWithoutARequest() {
        let (started, _) = start(AppState(width: 80, height: 24))
        let home = HomeData(shop: UI.shop, collections: UI.collections, prefetchedProducts: ["running": Self.prefetched])
        let (state, effects) = UI.run(started, [.response(RequestID(1), .home(home, fresh: true)), .key(.enter)])
        #expect(UI.screens(effects).isEmpty)
        guard case .collection(let screen) = state.screen else {
            Issue.record("no collection")
            return
        }
        #expect(screen.products.items.count == 50)
        #expect(!state.isWaiting(.page))
        // Another collection is fetched as before.
        let (other, otherEffects) = UI.run(state, [.key(.escape), .key(.down), .key(.enter)])
        #expect(UI.screens(otherEffects) == [.request(RequestID(3), .collectionProducts(handle: "trail", after: nil))])
        #expect(other.stack.count == 2)
    }

    @Test func aCachedLaunchScreenShowsAtOnceAndTheStoresAnswerReplacesIt() {
        let (started, _) = start(AppState(width: 80, height: 24))
        let old = HomeData(shop: UI.shop, collections: Page(items: Array(UI.collections.items.prefix(2)), hasNextPage: false, endCursor: "c2"))
        var state = UI.settle(started, [.response(RequestID(1), .home(old, fresh: false))], ignoring: [])
        #expect(state.collections.items.count == 2)
        #expect(state.shopRequest == RequestID(1))
        #expect(render(state).text.contains("Trail"))
        state = UI.settle(
            state, [.key(.down), .response(RequestID(1), .home(HomeData(shop: UI.shop, collections: UI.collections), fresh: true))], ignoring: [])
        #expect(state.collections.items.count == 3)
        #expect(state.collections.selected == 1)
        #expect(state.shopRequest == nil)
    }

    @Test func aStoreThatFailsAfterTheCachedCopySaysSo() {
        let (started, _) = start(AppState(width: 80, height: 24))
        let state = UI.settle(
            started,
            [
                .response(RequestID(1), .home(HomeData(shop: UI.shop, collections: UI.collections), fresh: false)),
                .response(RequestID(1), .failure("the store did not answer in time")),
            ], ignoring: [])
        #expect(state.collections.items.count == 3)
        #expect(state.status == StatusLine("Showing the saved catalog; the store did not answer: the store did not answer in time", kind: .error))
    }
}
