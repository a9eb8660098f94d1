import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// A cart that keeps a discount code and a note but has no lines: no subtotal is stated.
@Suite struct EmptyCartCodesTests {
    @Test func aCartWithACodeAndNoLinesStatesNoSubtotal() {
        var cart = LocalCart()
        cart.extras = CartExtras(discountCodes: ["SPRING5"], giftCardCodes: [], note: "Ring twice")
        let state = UI.settle(UI.home(cart: cart), [.key(.character("c"))], ignoring: [])
        let text = render(state).text
        #expect(text.contains("Discount code SPRING5"), "\(text)")
        #expect(text.contains("No items yet"), "\(text)")
        #expect(!text.contains("several currencies") && !text.contains("0 items") && !text.contains("Subtotal"), "\(text)")
    }
}
