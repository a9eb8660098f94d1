import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// `r` on the cart after a change of currency: the store's answer to the recheck does not say
/// every line is as it was (issue 41, the last walk's point 3).
@Suite struct RecheckRepricedTests {
    /// The cart's 2 lines of 10 / Black in US dollars, rechecked in a Norwegian market: the
    /// check reprices them in kroner; the store's cart then holds every line. The status says
    /// the new currency, then adds that the store holds every line.
    @Test func aRecheckThatRepricesSaysTheNewCurrencyToTheEnd() throws {
        var (state, effects) = UI.recheck(UI.run(try CartFollowsStoreTests.twoInTheCart(), [.key(.character("c"))]).0)
        let check = try #require(state.cartChecking)
        #expect(effects.contains(.request(check, .revalidate(state.cart.local))))
        #expect(UI.writes(effects).isEmpty)
        var repriced = state.cart.local
        repriced.lines[0].price = Money(amount: Decimal(string: "1299.50")!, currencyCode: "NOK")
        state = UI.settle(state, [.response(check, .revalidated(repriced, []))], ignoring: [.request, .saveCart])
        let said = try #require(state.status?.text)
        #expect(said.hasPrefix("The cart is now in NOK"), "\(said)")
        (state, _) = try CartFollowsStoreTests.answerRefresh(state)
        let after = try #require(state.status?.text)
        #expect(after.hasPrefix(said) && after.hasSuffix("The store holds every line as the cart has it."), "\(after)")
        #expect(!after.contains("Same prices") && !after.contains("as it was"), "\(after)")
        // A recheck that finds nothing new says so.
        state = UI.recheck(state).0
        let again = try #require(state.cartChecking)
        state = UI.settle(state, [.response(again, .revalidated(state.cart.local, []))], ignoring: [.request, .saveCart])
        (state, _) = try CartFollowsStoreTests.answerRefresh(state)
        #expect(state.status?.text == "Same prices, all for sale, and the store holds every line as the cart has it.")
    }
}
