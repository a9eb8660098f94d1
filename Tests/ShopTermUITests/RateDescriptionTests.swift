import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// A rate's description (the store's delivery time) shows beside it in the rate list.
@Suite struct RateDescriptionTests {
    static let rates = [
        ShippingRate(handle: "paket", title: "Paket", price: UI.money("4.90"), description: "1–2 Werktage"),
        ShippingRate(handle: "abholung", title: "Abholung", price: UI.money("0")),
    ]

    @Test func theRateListShowsEachRatesDescription() {
        var (state, effects) = UI.run(CheckoutFlowFixtures.filledAddress(), [.key(.enter)])
        let created = UI.requestID(effects)!
        #expect(
            UI.writes(effects) == [
                .request(
                    created,
                    .checkoutStart(
                        lines: state.cart.local.inputs, email: "ada@example.com", address: UI.address, extras: state.cart.local.extras, previous: nil)
                )
            ])
        (state, effects) = UI.run(state, [.response(created, .checkout(UI.checkoutState()))])
        #expect(UI.writes(effects) == [.saveCart(state.cart.local)])
        state = UI.settle(state, [.response(UI.requestID(effects)!, .checkout(UI.checkoutState(rates: Self.rates)))], ignoring: [])
        let text = render(state).text
        let paket = text.split(separator: "\n").first { $0.contains("Paket") }.map(String.init) ?? ""
        #expect(paket.contains("$4.90") && paket.contains("1–2 Werktage"), "\(text)")
        #expect(text.contains("Abholung"), "\(text)")
    }
}
