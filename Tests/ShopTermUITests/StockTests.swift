import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// Stock on the product page: the store's count said, and no quantity offered that it lacks.
@Suite struct StockTests {

    @Test func theStoresCountIsShownBesideThePrice() {
        #expect(render(StockFixtures.loaded()).text.contains("$120.00  only 2 left"))
        // Without a count (a store that does not share it), availability only.
        #expect(render(StockFixtures.loaded(UI.product)).text.contains("$120.00  in stock"))
        let white = UI.settle(StockFixtures.loaded(), [.key(.down), .key(.right)], ignoring: [])
        #expect(render(white).text.contains("40 in stock"))
    }

    @Test func plusStopsAtWhatTheStoreHas() {
        let state = UI.settle(StockFixtures.loaded(), [.key(.character("+")), .key(.character("+")), .key(.character("+"))], ignoring: [])
        #expect(StockFixtures.quantity(state) == 2)
        #expect(state.status == StatusLine("Only 2 left: 2 is the most you can add."))
        // Without a count there is no such limit.
        let free = UI.settle(StockFixtures.loaded(UI.product), [.key(.character("+")), .key(.character("+")), .key(.character("+"))], ignoring: [])
        #expect(StockFixtures.quantity(free) == 4)
    }

    @Test func choosingAVariantWithLessBringsTheQuantityDown() {
        // 10 / White (40) at 5, then back to 10 / Black (2).
        var state = UI.settle(StockFixtures.loaded(), [.key(.down), .key(.right)] + Array(repeating: .key(.character("+")), count: 4), ignoring: [])
        #expect(StockFixtures.quantity(state) == 5)
        state = UI.settle(state, [.key(.left)], ignoring: [])
        #expect(StockFixtures.quantity(state) == 2)
        #expect(state.status == StatusLine("Only 2 left: the quantity is now 2."))
    }

    @Test func addingMoreThanTheStoreHasWithWhatIsInTheCartIsRefused() throws {
        var (state, effects) = UI.run(StockFixtures.loaded(), [.key(.enter)])
        #expect(UI.writes(effects) == [.saveCart(state.cart.local)])
        #expect(state.cart.local.lines.first?.quantityAvailable == 2)
        (state, effects) = UI.run(state, [.key(.character("+")), .key(.enter)])
        #expect(effects.isEmpty)
        #expect(state.cart.local.itemCount == 1)
        #expect(state.status == StatusLine("Only 2 in stock and the cart has 1: 1 more can be added.", kind: .error))
        state = UI.settle(state, [.key(.character("-")), .key(.enter)], ignoring: [.saveCart])
        #expect(state.cart.local.itemCount == 2)
        // In the cart, + stops there too.
        state = UI.settle(state, [.key(.character("c")), .key(.character("+"))], ignoring: [])
        #expect(state.cart.local.itemCount == 2)
        #expect(state.status?.kind == .error)
    }

    @Test func aBackorderHasNoLimitAndSaysSo() {
        var product = UI.product
        product.variants[1].currentlyNotInStock = true
        product.variants[1].quantityAvailable = 0
        let state = StockFixtures.loaded(product)
        #expect(render(state).text.contains("out of stock; can be ordered"))
        let more = UI.settle(state, Array(repeating: .key(.character("+")), count: 5), ignoring: [])
        #expect(StockFixtures.quantity(more) == 6)
    }

    @Test func shopifysFieldsReadAsStock() {
        #expect(Stock(availableForSale: false, currentlyNotInStock: false, quantityAvailable: 3) == .soldOut)
        #expect(Stock(availableForSale: true, currentlyNotInStock: true, quantityAvailable: -4) == .backorder)
        #expect(Stock(availableForSale: true, currentlyNotInStock: false, quantityAvailable: 0) == .inStock(nil))
        #expect(Stock(availableForSale: true, currentlyNotInStock: false, quantityAvailable: 7).limit == 7)
        #expect(Stock.backorder.limit == nil && Stock.soldOut.limit == 0)
    }
}

/// `r` on a product page: the stock asked again, the page kept, what changed said.
@Suite struct StockCheckTests {
    @Test func rAsksTheStoreAgainAndSaysWhatChanged() throws {
        // 10 / Black (2 left) is chosen, the quantity at 2.
        var (state, effects) = UI.run(StockFixtures.loaded(), [.key(.character("+")), .key(.character("r"))])
        let id = try #require(state.request(for: .stock))
        #expect(UI.screens(effects) == [.request(id, .checkStock(productID: UI.product.summary.id))])
        #expect(state.visibleWait == "Checking the stock…")
        // A second r while the first is under way asks nothing more.
        (state, effects) = UI.run(state, [.key(.character("r"))])
        #expect(UI.screens(effects).isEmpty)
        // Someone bought one: 1 left of 10 / Black; 10 / White sold out.
        let now = UI.product.withStock([
            ProductVariant.ID("gid://shopify/ProductVariant/2"): 1, ProductVariant.ID("gid://shopify/ProductVariant/4"): 40,
        ])
        var fresh = now
        let white = try #require(fresh.variants.firstIndex { $0.id == ProductVariant.ID("gid://shopify/ProductVariant/4") })
        fresh.variants[white].availableForSale = false
        state = UI.settle(state, [.response(id, .stock(fresh))], ignoring: [])
        let screen = try #require(state.screen.product)
        #expect(screen.quantity == 1, "the quantity comes down to what is left")
        #expect(screen.selection == ["Size": "10", "Color": "Black"], "the choice stays")
        #expect(screen.product?.variants.first { $0.id == ProductVariant.ID("gid://shopify/ProductVariant/4") }?.stock == .soldOut)
        #expect(state.status == StatusLine("The stock changed: 10 / Black: only 1 left; 10 / White: sold out."))
        #expect(!state.isWaiting(.stock) && state.visibleWait == nil)
        #expect(render(state).text.contains("only 1 left"))
    }

    @Test func anUnchangedStockIsSaidAndAFailureCanBeTriedAgain() throws {
        var (state, effects) = UI.run(StockFixtures.loaded(), [.key(.character("r"))])
        var id = try #require(UI.requestID(UI.screens(effects)))
        #expect(UI.screens(effects) == [.request(id, .checkStock(productID: ProductSummary.ID("gid://shopify/Product/1")))])
        state = UI.settle(state, [.response(id, .stock(StockFixtures.counted()))], ignoring: [])
        #expect(state.status == StatusLine("The stock is as it was."))
        (state, effects) = UI.run(state, [.key(.character("r"))])
        id = try #require(UI.requestID(UI.screens(effects)))
        #expect(UI.screens(effects) == [.request(id, .checkStock(productID: ProductSummary.ID("gid://shopify/Product/1")))])
        state = UI.settle(state, [.response(id, .failure("timed out"))], ignoring: [])
        #expect(state.status == StatusLine("Could not check the stock: timed out (r tries again)", kind: .error))
        #expect(state.screen.product?.product == StockFixtures.counted(), "the page is as it was")
        // The product page offers r in its help.
        #expect(Keymap.help(for: state).contains { $0.action == .retry && $0.help == "check the stock again" })
    }

    /// Leaving the page cancels the check; its late answer changes nothing.
    @Test func leavingThePageCancelsTheCheck() throws {
        var (state, effects) = UI.run(StockFixtures.loaded(), [.key(.character("r"))])
        let id = try #require(UI.requestID(UI.screens(effects)))
        (state, effects) = UI.run(state, [.key(.escape)])
        #expect(effects.contains(.cancel(id)))
        #expect(UI.writes(effects).isEmpty)
        let before = state
        state = UI.settle(state, [.response(id, .stock(nil))], ignoring: [])
        #expect(state == before)
    }
}
