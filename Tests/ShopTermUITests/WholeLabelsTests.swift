import ShopTermUI
import StoreKitCore
import Testing

/// Labels are whole where there is room (a wide terminal), a gift card keeps its last
/// characters where there is not, and a status message longer than its row is read whole.
@Suite struct WholeLabelsTests {
    static func chf(_ amount: String) -> Money { Money(amount: amount, currencyCode: "CHF")! }

    static let shop = Shop(
        name: "Cave du Lac", description: "Wine.", moneyFormat: "CHF {{amount_with_apostrophe_separator}}", currencyCode: "CHF",
        countryCode: "CH", url: "https://cave.example", policies: [])

    /// A wine shop's cart screen at `width`×`height`: four bottles and a gift card (CHF 9'000
    /// stays on it), with the store's totals (shipping and taxes left to its checkout).
    static func cart(width: Int, height: Int) throws -> AppState {
        var cart = LocalCart()
        try cart.add(
            LocalCart.Line(
                variantID: ProductVariant.ID("gid://shopify/ProductVariant/61"), quantity: 4, productTitle: "Château Lac 2015",
                productHandle: "chateau-lac", variantTitle: "75 cl", price: chf("822.00")))
        cart.extras = CartExtras(giftCardCodes: ["WINE-GIFT-CARD-1000"])
        let (started, effects) = start(AppState(width: width, height: height, cart: cart))
        let ids = effects.compactMap { effect -> RequestID? in if case .request(let id, _) = effect { return id } else { return nil } }
        let collections = Page(
            items: [CollectionSummary(id: "gid://shopify/Collection/61", handle: "reds", title: "Reds", description: "")],
            hasNextPage: false, endCursor: nil)
        var state = UI.settle(started, [.response(ids[0], .home(HomeData(shop: shop, collections: collections), fresh: true))], ignoring: [.request])
        state.cart.lastStoreCart = CheckoutState(
            id: "gid://shopify/Cart/61", webURL: "https://cave.example/checkouts/cn/61", email: nil, address: nil,
            lines: [
                CheckoutLine(
                    id: "l1", variantID: cart.lines[0].variantID, quantity: 4, title: "Château Lac 2015", variantTitle: "75 cl",
                    unitPrice: chf("822.00"))
            ],
            subtotal: chf("3288.00"),
            giftCards: [
                AppliedGiftCard(id: "gid://shopify/AppliedGiftCard/61", lastCharacters: "1000", amountUsed: chf("500.00"), balance: chf("9500.00"))
            ])
        return UI.settle(state, [.key(.character("c"))], ignoring: [])
    }

    @Test func totalsAreWholeOnAWideTerminal() throws {
        let lines = render(try Self.cart(width: 200, height: 24)).lines
        let total = try #require(lines.first { $0.contains("Total") })
        #expect(total.contains("Total before shipping and taxes") && total.contains("CHF 2'788.00"), "\(total)")
        let cards = lines.filter { $0.contains("-CHF 500.00") }
        // What the card pays is a row of the totals (the card's own row above names it only).
        #expect(cards.count == 1 && cards.allSatisfy { $0.contains("Gift card …1000") }, "\(cards)")
    }

    /// At 40 columns the gift card's total row is cut, its last four characters kept.
    @Test func aCutGiftCardKeepsItsLastCharacters() throws {
        // What the card pays is a row of the totals: the cursor goes down to bring it in sight.
        var state = try Self.cart(width: 40, height: 12)
        for _ in 0..<12 where !render(state).text.contains("-CHF 500.00") { state = UI.settle(state, [.key(.down)], ignoring: []) }
        let cards = render(state).lines.filter { $0.contains("-CHF 500.00") }
        #expect(!cards.isEmpty)
        #expect(cards.allSatisfy { $0.contains("…1000") }, "\(cards)")
    }

    /// A message longer than the status row is shown whole on the rows above it.
    @Test func aLongStatusIsReadWhole() throws {
        var state = try Self.cart(width: 80, height: 24)
        let message =
            "Château Lac 2015 (75 cl): only 2 were left, not 4; Château Lac 2016 (Magnum): sold out — your cart now holds what the store has."
        state.status = StatusLine(message, kind: .error)
        let shown = render(state).lines.suffix(4).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(shown.contains(message), "\(shown)")
        #expect(render(state).lines.last?.contains("? help") == true)
    }
}
