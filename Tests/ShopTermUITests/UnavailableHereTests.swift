import StoreKitCore
import Testing

@testable import ShopTermUI

/// The store's checkout warns that a line's product is not sold where the order ships
/// (`PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION`): the storefront asks for no shipping rates, marks
/// the line in the cart (kept with it), says which line and how to remove it, and the checkout
/// cannot start again until it is gone.
@Suite struct UnavailableHereTests {
    @Test func theLineIsMarkedAndTheCheckoutWaitsForItsRemoval() {
        var (state, _) = UI.run(CheckoutFlowFixtures.filledAddress(), [.key(.enter)])
        var checkout = UI.checkoutState()
        checkout.warnings = [
            CheckoutWarning(code: CheckoutWarning.unavailableInBuyerLocation, message: "Shoe 2 is not available in Canada.", target: "l2")
        ]
        var effects: [Effect]
        (state, effects) = UI.run(state, [.response(RequestID(3), .checkout(checkout))])
        #expect(effects == [.saveCart(state.cart.local)])
        #expect(state.cart.local.lines.map(\.unavailableHere) == [nil, "Shoe 2 is not available in Canada."])
        #expect(
            state.cart.lineReports == [
                LineChangeReport(line: 2, message: "not sold where the order ships: Shoe 2 is not available in Canada.", blocksCheckout: true)
            ])
        #expect(state.status?.kind == .error)
        #expect(state.status?.text.hasPrefix("The store does not sell line 2 where this order ships: Shoe 2 is not available in Canada.") == true)
        #expect(CheckoutFlowFixtures.screen(state)?.step == .shipping)
        // Another go at the checkout from the cart is refused while the line is there.
        var cart = state
        cart.stack = Array(cart.stack.prefix(2))
        Checkout.start(&cart, &effects)
        #expect(cart.status?.text.hasPrefix("Line 2: not sold where the order ships") == true)
    }
}
