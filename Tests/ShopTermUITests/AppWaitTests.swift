import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// The app's own waits (the shop, the account, the cart's check and store cart, the read-ahead,
/// the picture): each answer goes back to the feature that asked, as the event it named when it
/// asked, whatever screens came and went meanwhile; a stale answer is dropped; and a spinner
/// turns exactly for the waits whose sender asked for one.
@Suite struct AppWaitTests {
    /// A tea shop's cart: one tin of sencha.
    static func teaCart(price: String = "12.00") -> LocalCart {
        var cart = LocalCart()
        _ = try? cart.add(
            LocalCart.Line(
                variantID: ProductVariant.ID("gid://shopify/ProductVariant/701"), quantity: 1, productTitle: "Sencha tin",
                productHandle: "sencha", variantTitle: "100 g", price: UI.money(price)))
        return cart
    }

    @Test func aStaleAnswerToTheCartsCheckIsDropped() throws {
        var state = UI.home(cart: Self.teaCart())
        var effects: [Effect] = []
        state.checkCart(&effects)
        let first = try #require(state.cartChecking)
        // A newer check (a change of market) replaces it.
        state.checkCart(&effects)
        let second = try #require(state.cartChecking)
        #expect(first != second && effects.contains(.cancel(first)))
        let before = state
        (state, effects) = UI.run(state, [.response(first, .revalidated(Self.teaCart(price: "9.00"), []))])
        #expect(state == before && effects.isEmpty)
        (state, effects) = UI.run(state, [.response(second, .revalidated(Self.teaCart(price: "9.00"), []))])
        #expect(state.cartChecking == nil && effects.contains(.saveCart(state.cart.local)))
        #expect(UI.writes(effects) == [.saveCart(state.cart.local)])
    }

    @Test func aStaleAnswerToTheShopIsDroppedAndACachedCopyKeepsItWaiting() throws {
        var (state, effects) = start(AppState(width: 80, height: 24))
        let shop = try #require(state.shopRequest)
        let tea = HomeData(shop: UI.shop, collections: UI.collections)
        // The cached copy shows, and the shop still waits for the store's answer.
        (state, effects) = UI.run(state, [.response(shop, .home(tea, fresh: false))])
        #expect(state.shop == UI.shop && state.shopRequest == shop)
        #expect(UI.writes(effects).isEmpty)
        (state, effects) = UI.run(state, [.response(shop, .home(tea, fresh: true))])
        #expect(state.shopRequest == nil)
        #expect(UI.writes(effects).isEmpty)
        // Once answered, a late copy of it is stale.
        let before = state
        (state, effects) = UI.run(state, [.response(shop, .failure("late"))])
        #expect(state == before && effects.isEmpty)
    }

    @Test func theCartsCheckReachesTheCartAfterScreensCameAndWent() throws {
        var (state, _) = UI.recheck(UI.run(UI.home(cart: Self.teaCart()), [.key(.character("c"))]).0)
        let check = try #require(state.cartChecking)
        // The shopper leaves the cart, opens a collection and comes back home.
        (state, _) = UI.run(state, [.key(.escape), .key(.enter), .key(.escape)])
        #expect(state.stack == [.home])
        let report = LineChangeReport(line: 1, message: "Only 3 tins left", blocksCheckout: false)
        let (checked, effects) = UI.run(state, [.response(check, .revalidated(Self.teaCart(), [report]))])
        #expect(checked.cartChecking == nil && checked.cart.lineReports == [report])
        #expect(checked.status == StatusLine("Line 1: Only 3 tins left") && effects.contains(.saveCart(checked.cart.local)))
        // Saved once, and the store's cart made to hold the lines as they are now.
        let refresh = try #require(checked.storeCartRefresh)
        #expect(UI.writes(effects) == [.saveCart(checked.cart.local), .request(refresh, .refreshStoreCart(checked.cart.local))])
    }

    @Test func theAccountsLoadReachesTheAppWhileAnotherScreenIsOnTop() throws {
        var (state, effects) = start(AppState(width: 80, height: 24))
        let ids = effects.compactMap { effect -> RequestID? in if case .request(let id, _) = effect { id } else { nil } }
        let account = try #require(state.accountRequest)
        (state, _) = UI.run(state, [.response(ids[0], .home(HomeData(shop: UI.shop, collections: UI.collections), fresh: true)), .key(.enter)])
        #expect(state.top == 1 && state.accountRequest == account)
        (state, _) = UI.run(state, [.response(account, .classicAccountsRefused)])
        #expect(state.classicAccountsRefused && state.accountRequest == nil && state.top == 1)
    }

    @Test func onlyTheWaitsThatAskedForASpinnerShowOne() throws {
        // The launch's shop spins.
        let (launching, _) = start(AppState(width: 80, height: 24))
        #expect(launching.isBusy && launching.visibleWait == "Loading the shop…")
        var state = UI.home(cart: Self.teaCart())
        #expect(!state.isBusy)
        // The cart's check spins; the store's cart brought in line after it does not.
        (state, _) = UI.recheck(UI.run(state, [.key(.character("c"))]).0)
        let check = try #require(state.cartChecking)
        #expect(state.isBusy && state.visibleWait == "Checking prices and stock…")
        (state, _) = UI.run(state, [.response(check, .revalidated(Self.teaCart(), []))])
        #expect(state.storeCartRefresh != nil && !state.isBusy && state.visibleWait == nil)
        // A collection's page spins, saying so while the collection is on top.
        (state, _) = UI.run(state, [.key(.escape), .key(.enter)])
        let page = try #require(state.request(for: .page))
        #expect(state.isBusy && state.visibleWait == "Loading products…")
        (state, _) = UI.run(state, [.key(.character("c"))])
        #expect(state.isBusy && state.visibleWait == nil)
        (state, _) = UI.run(state, [.key(.escape)])
        #expect(state.visibleWait == "Loading products…")
        // Once it came, the read-ahead's timer under the cursor is quiet.
        (state, _) = UI.run(state, [.response(page, .products(ProductListing(page: UI.products(1...2, more: false))))])
        #expect(state.request(for: .readAhead(handle: "shoe-1")) != nil && !state.isBusy && state.visibleWait == nil)
    }

    @Test func inFlightSaysTheBusyTextOfTheScreenThatWaits() {
        var state = UI.home()
        var effects: [Effect] = []
        state.stack.append(.markets(MarketScreen()))
        state.send(.localization, for: .page, busy: .saying("Loading the store's countries…"), then: MarketsEvent.countries, &effects)
        #expect(state.inFlight.saying(depth: 1) == "Loading the store's countries…" && state.inFlight.saying(depth: 0) == nil)
        state.cancel(.screen(depth: 1, .page), &effects)
        #expect(!state.isBusy && state.inFlight.saying(depth: 1) == nil)
    }
}
