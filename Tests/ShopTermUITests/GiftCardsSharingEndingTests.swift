import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// Gift cards whose codes end in the same 4 characters, in the storefront's cart: each row shows
/// its own card's amount, numbered where the endings are the same, and the totals stay.
@Suite struct GiftCardsSharingEndingTests {
    static let codes = ["TINY-0007-CARD", "HUGE-9999-CARD", "SOLO-0001-GIFT"]

    static func card(_ id: Int, _ last: String, _ used: String) -> AppliedGiftCard {
        AppliedGiftCard(id: "gid://shopify/AppliedGiftCard/\(id)", lastCharacters: last, amountUsed: UI.money(used), balance: UI.money("999"))
    }

    @Test func eachCardShowsItsOwnAmountAndTheTotalsStay() throws {
        var state = CartScreenFixtures.withCart()
        state.cart.local.extras = CartExtras(giftCardCodes: Self.codes)
        state.cart.local.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/1", apiVersion: state.apiVersion)
        var store = CartExtrasFixtures.store(state.cart.local)
        store.discountCodes = []
        store.discounts = []
        store.giftCards = [Self.card(1, "CARD", "0.07"), Self.card(2, "CARD", "14.43"), Self.card(3, "GIFT", "1.50")]
        state.cart.lastStoreCart = store
        #expect(state.cart.currentStoreCart != nil)
        let lines = render(state).text.split(separator: "\n").map(String.init)
        // Each card's row among the totals states what that card pays; its row among the codes
        // names it alone (the total column above the subtotal holds the lines only).
        func amount(_ label: String) -> String? { lines.first { $0.contains(label) && $0.contains("-$") } }
        #expect(amount("Gift card …CARD (1)")?.hasSuffix("-$0.07") == true, "\(lines)")
        #expect(amount("Gift card …CARD (2)")?.hasSuffix("-$14.43") == true, "\(lines)")
        #expect(amount("Gift card …GIFT")?.hasSuffix("-$1.50") == true, "\(lines)")
        #expect(lines.filter { $0.contains("-$14.43") }.count == 1, "once, among the totals: \(lines)")
        #expect(lines.filter { $0.contains("Gift card …CARD (2)") }.count >= 2, "the code's row and the totals': \(lines)")
        #expect(!lines.contains { $0.contains("0007") || $0.contains("9999") })
    }
}
