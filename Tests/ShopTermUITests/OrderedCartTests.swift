import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// A cart whose checkout the store no longer has (ordered elsewhere) on the cart screen.
@Suite struct OrderedCartTests {
    /// A cart whose checkout the store no longer has: the cart screen says it was ordered, with
    /// the signed-in customer's latest order, and how to start a new cart.
    @Test func aCartOrderedElsewhereSaysSoOnTheCartScreen() throws {
        var cart = CartScreenFixtures.withCart().cart.local
        cart.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/9?key=k", apiVersion: APIVersion.default.rawValue)
        var state = UI.home(width: 100, height: 30, cart: cart)
        state.cart.storeCartToLookUp = true
        state = UI.settle(state, [.tick], ignoring: [.request])
        let lookup = try #require(state.storeCartLookup)
        state = UI.settle(state, [.response(lookup, .storeCartExists(false)), .key(.character("c"))], ignoring: [.saveCart])
        var shown = render(state).text
        #expect(shown.contains("This cart was ordered, or its checkout expired: the store no longer has it."), "\(shown)")
        #expect(shown.contains("d removes a line, to start a new cart; ⏎ checks these lines out again."))
        state.account = AccountScreenFixtures.snapshot
        shown = render(state).text
        #expect(shown.contains("Your latest order: #1001."), "\(shown)")
        // Emptied, it is a new cart.
        state = UI.settle(state, [.key(.character("d")), .key(.character("d"))], ignoring: [.saveCart])
        #expect(state.cart.local.lines.isEmpty)
        #expect(!render(state).text.contains("ordered"))
    }
}
