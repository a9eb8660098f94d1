import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// The cart's own state (``CartState``): what its updates do to it, without the rest of the app.
@Suite struct CartStateTests {
    /// Two lines of a small tea shop's cart, with a code and a note, made at the store.
    static func teaCart() -> CartState {
        let lines = ["Sencha", "Genmaicha"].enumerated().map { index, title in
            LocalCart.Line(
                variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(index + 1)"), quantity: index + 1, productTitle: title,
                productHandle: title.lowercased(), variantTitle: "100 g", price: UI.money("8.50"))
        }
        return CartState(
            local: LocalCart(
                lines: lines, storeCart: LocalCart.StoreCart(id: "gid://shopify/Cart/tea", apiVersion: APIVersion.default.rawValue),
                extras: CartExtras(discountCodes: ["STEEP5"], note: "No plastic, please")))
    }

    /// A paid order empties the cart kept here, forgets the store's cart it showed and puts
    /// the cursor back at the top.
    @Test func aPaidOrderEmptiesTheCartAndItsStoreCart() {
        var cart = Self.teaCart()
        cart.selection = 2
        cart.lastStoreCart = UI.checkoutState()
        cart.emptyAfterPayment()
        #expect(cart.local == LocalCart())
        #expect(cart.lastStoreCart == nil && cart.currentStoreCart == nil)
        #expect(cart.selection == 0 && cart.rowCount == 0)
    }

    /// `d` removes the selected line and keeps it; `u` puts it back where it stood, once.
    @Test func aRemovedLineGoesBackWhereItStood() throws {
        var cart = Self.teaCart()
        cart.selection = 1
        cart.lineReports = [LineChangeReport(line: 2, message: "only 1 left", blocksCheckout: false)]
        let removed = try cart.removeSelectedLine()
        #expect(removed.productTitle == "Genmaicha")
        #expect(cart.local.lines.map(\.productTitle) == ["Sencha"] && cart.selection == 0 && cart.lineReports.isEmpty)
        #expect(cart.removedLine == RemovedLine(line: removed, index: 1))
        #expect(cart.putBackRemovedLine() == removed)
        #expect(cart.local.lines.map(\.productTitle) == ["Sencha", "Genmaicha"] && cart.selection == 1 && cart.removedLine == nil)
        #expect(cart.putBackRemovedLine() == nil)
    }

    /// A quantity changed: the line removed before can no longer be put back.
    @Test func aChangedQuantityForgetsTheRemovedLine() throws {
        var cart = Self.teaCart()
        _ = try cart.removeSelectedLine()
        try cart.setSelectedQuantity(3)
        #expect(cart.local.lines.map(\.quantity) == [3] && cart.removedLine == nil)
        #expect(throws: CartError.self) { try cart.setSelectedQuantity(0) }
    }

    /// A store cart the store no longer has is forgotten: the next checkout asks first, and
    /// the cart says its lines may have been ordered.
    @Test func aStoreCartFoundGoneIsForgotten() {
        var cart = Self.teaCart()
        cart.lastStoreCart = UI.checkoutState()
        cart.storeCartFoundGone()
        #expect(cart.local.storeCart == nil && cart.lastStoreCart == nil)
        #expect(cart.storeCartGone && cart.ordered)
        #expect(cart.local.lines.count == 2 && cart.local.extras.discountCodes == ["STEEP5"])
    }

    /// A line found sold out is out of the cart's subtotal, while the store's cart still counts
    /// it: the store's totals are not shown then (the lines would not add up to them), and the
    /// header's figure is the cart's own subtotal, as its last row.
    @Test func aSoldOutLineKeepsTheStoresTotalsOffTheCart() {
        var cart = CartState(
            local: LocalCart(lines: [
                LocalCart.Line(
                    variantID: ProductVariant.ID("gid://shopify/ProductVariant/1"), quantity: 1, productTitle: "Sencha",
                    productHandle: "sencha", variantTitle: "100 g", price: UI.money("8.50"))
            ]))
        cart.lastStoreCart = CheckoutState(
            id: "gid://shopify/Cart/tea", webURL: "https://tea.example/checkouts/cn/tea", email: nil, address: nil,
            lines: [
                CheckoutLine(
                    id: "l0", variantID: ProductVariant.ID("gid://shopify/ProductVariant/1"), quantity: 1, title: "Sencha",
                    variantTitle: "100 g", unitPrice: UI.money("8.50"))
            ],
            subtotal: UI.money("8.50"))
        #expect(cart.shownStoreCart != nil)
        cart.local.lines[0].quantityAvailable = 0
        #expect(cart.currentStoreCart != nil && cart.shownStoreCart == nil)
        var state = UI.home(cart: cart.local)
        state.cart = cart
        #expect(render(state).lines[0].hasSuffix("cart 1 · \(UI.money("0").formatted(state.moneyStyle))"), "\(render(state).text)")
    }
}
