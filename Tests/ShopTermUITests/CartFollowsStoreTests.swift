import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// The storefront's cart follows what the store's cart holds: stock a tokenless client cannot
/// read, found when the store takes fewer than asked.
@Suite struct CartFollowsStoreTests {
    /// Swift Runner 10 / Black (the product page's first available variant), read without a
    /// token: no count.
    static let variant = ProductVariant.ID("gid://shopify/ProductVariant/2")

    /// A small store that holds at most 2 of 10 / Black, and takes $12 off for WELCOME10: its
    /// cart for `asked`.
    static func store(for asked: LocalCart) -> CheckoutState {
        let lines = asked.lines.map { line in
            CheckoutLine(
                id: "l-\(line.variantID.rawValue)", variantID: line.variantID, quantity: min(line.quantity, 2), title: line.productTitle,
                variantTitle: line.variantTitle, unitPrice: line.price)
        }
        let subtotal = lines.reduce(Decimal(0)) { $0 + $1.unitPrice.amount * Decimal($1.quantity) }
        return CheckoutState(
            id: "gid://shopify/Cart/7", webURL: "http://127.0.0.1:8080/checkouts/cn/7", email: nil, address: nil, lines: lines,
            subtotal: Money(amount: subtotal, currencyCode: "USD"),
            discountCodes: asked.extras.discountCodes.map { CartDiscountCode(code: $0, applicable: true) },
            discounts: asked.extras.discountCodes.map { CartDiscount(title: $0, isCode: true, amount: UI.money("12.00")) })
    }

    /// The store's answer to the refresh under way.
    static func answerRefresh(_ state: AppState) throws -> (AppState, [Effect]) {
        let id = try #require(state.storeCartRefresh, "the store's cart is asked for")
        var asked = state.cart.local
        asked.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/7", apiVersion: state.apiVersion)
        return UI.run(state, [.response(id, .cartExtras(asked, store(for: asked), notices: [], refusal: nil))])
    }

    /// 2 of 10 / Black in the cart with WELCOME10 (or none), the store's totals shown; the
    /// product page open.
    static func twoInTheCart(codes: [String] = ["WELCOME10"]) throws -> AppState {
        var cart = LocalCart(extras: CartExtras(discountCodes: codes))
        // A cart without codes has a store cart once `r` or a checkout made one.
        if codes.isEmpty { cart.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/7", apiVersion: APIVersion.default.rawValue) }
        try cart.add(
            LocalCart.Line(
                variantID: variant, quantity: 2, productTitle: "Swift Runner", productHandle: "shoe-1", variantTitle: "10 / Black",
                price: UI.money("120.00")))
        var loaded = StockFixtures.loaded(UI.product)
        loaded.cart.local = cart
        let asking = UI.settle(loaded, [.tick], ignoring: [.request])
        let (state, _) = try answerRefresh(asking)
        try #require(state.cart.currentStoreCart != nil)
        return state
    }

    /// `+ + + +` then `⏎` on the product page, beyond what the store holds: the cart ends as the
    /// store holds it, the line says so, the store's totals stay; `+` on the cart screen is
    /// refused with what the store has; `r` does not say every line is as it was.
    @Test func plusBeyondTheStoresStockEndsWithWhatTheStoreHolds() throws {
        var state = UI.settle(
            try Self.twoInTheCart(), [.key(.character("+")), .key(.character("+")), .key(.character("+")), .key(.character("+")), .key(.enter)],
            ignoring: [.request, .saveCart])
        #expect(state.cart.local.lines.first?.quantity == 7)
        (state, _) = try Self.answerRefresh(state)
        #expect(state.cart.local.lines.map(\.quantity) == [2])
        #expect(
            state.cart.lineReports == [LineChangeReport(line: 1, message: "Swift Runner (10 / Black): only 2 left, not 7", blocksCheckout: false)])
        #expect(state.status?.text.hasSuffix("your cart now holds what the store has.") == true, "\(state.status?.text ?? "")")
        #expect(state.cart.currentStoreCart != nil, "the store's totals are kept")
        state = UI.settle(state, [.key(.character("c"))], ignoring: [])
        let shown = render(state).text
        #expect(shown.contains("only 2 left, not 7") && shown.contains("Discount WELCOME10"), "\(shown)")
        #expect(!shown.contains("840"), "no figure for 7")

        state = UI.settle(state, [.key(.character("+"))], ignoring: [])
        #expect(state.cart.local.lines.map(\.quantity) == [2])
        #expect(state.status?.text.contains("(the store has 2)") == true, "\(state.status?.text ?? "")")

        var effects: [Effect]
        (state, effects) = UI.recheck(state)
        let check = try #require(state.cartChecking)
        #expect(effects.contains(.request(check, .revalidate(state.cart.local))))
        #expect(UI.writes(effects).isEmpty)
        state = UI.settle(state, [.response(check, .revalidated(state.cart.local, []))], ignoring: [.request, .saveCart])
        #expect(state.status?.text.hasPrefix("Every line is as it was") == false, "\(state.status?.text ?? "")")
        (state, _) = try Self.answerRefresh(state)
        #expect(state.status?.text == "Same prices, all for sale, and the store holds every line as the cart has it.")
        #expect(state.cart.currentStoreCart != nil)
    }

    /// `+` on the cart screen beyond the store's stock, and another `+` while it answers: the
    /// change made meanwhile is the shopper's until the store answers for it, then the line
    /// follows the store.
    @Test func plusOnTheCartScreenFollowsTheStore() throws {
        var state = UI.settle(try Self.twoInTheCart(), [.key(.character("c")), .key(.character("+"))], ignoring: [.request, .saveCart])
        #expect(state.cart.local.lines.map(\.quantity) == [3])
        let asked = state.cart.local
        let id = try #require(state.storeCartRefresh)
        // While the store answers, the shopper takes the line to 4.
        state = UI.settle(state, [.key(.character("+"))], ignoring: [.cancel, .request, .saveCart])
        var sent = asked
        sent.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/7", apiVersion: state.apiVersion)
        state = UI.settle(state, [.response(id, .cartExtras(sent, Self.store(for: sent), notices: [], refusal: nil))], ignoring: [])
        #expect(state.cart.local.lines.map(\.quantity) == [4], "a change made since is the shopper's, and asked of the store again")
        (state, _) = try Self.answerRefresh(state)
        #expect(state.cart.local.lines.map(\.quantity) == [2])
        #expect(state.cart.lineReports.map(\.message) == ["Swift Runner (10 / Black): only 2 left, not 4"])
        #expect(state.cart.currentStoreCart != nil)
    }

    /// A cart without codes the store already has a cart for follows it too.
    @Test func aCartWithoutCodesFollowsTheStoresCartItHas() throws {
        var state = UI.settle(try Self.twoInTheCart(codes: []), [.key(.character("c")), .key(.character("+"))], ignoring: [.request, .saveCart])
        (state, _) = try Self.answerRefresh(state)
        #expect(state.cart.local.lines.map(\.quantity) == [2])
        #expect(state.cart.lineReports.map(\.message) == ["Swift Runner (10 / Black): only 2 left, not 3"])
        #expect(state.cart.currentStoreCart != nil)
    }
}
