import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// The cart screen after a checkout shows the store's cart as the checkout left it.
@Suite struct CartAfterCheckoutTests {
    /// After a checkout, `esc` back to the cart shows the store's cart as the checkout left it
    /// (its shipping), not the one read before the checkout.
    @Test func theCartAfterACheckoutIsTheStoresCartAsItIsNow() throws {
        var before = UI.checkoutState(rates: UI.rates, selected: UI.rates[1])
        before.address = nil
        var (state, effects) = UI.run(CheckoutFlowFixtures.atRates(), [])
        state.cart.lastStoreCart = before
        (state, effects) = UI.run(state, [.key(.up), .key(.enter)])  // Express
        let chosen = try #require(UI.requestID(effects))
        #expect(UI.writes(effects) == [.request(chosen, .selectShipping(UI.rates[0], UI.checkoutState(rates: UI.rates)))])
        (state, effects) = UI.run(state, [.response(chosen, .checkout(UI.checkoutState(rates: UI.rates, selected: UI.rates[0])))])
        #expect(UI.writes(effects).isEmpty)
        #expect(CheckoutFlowFixtures.screen(state)?.step == .review)
        state = UI.settle(state, [.key(.enter)], ignoring: [.request])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .handoff)
        state = UI.settle(state, [.key(.escape)], ignoring: [.cancel])
        guard case .cart = state.screen else {
            Issue.record("esc from the hand-off goes back to the cart, not \(state.screen)")
            return
        }
        let shown = render(state).text
        #expect(shown.contains("Shipping (Express)") && !shown.contains("Shipping (Standard)"), "\(shown)")
    }
}
