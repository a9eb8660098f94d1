import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// A checkout shipped to another country is charged in that country's currency (Shopify,
/// 2023-10-20): while it is shown, every figure on the screen is in that currency, the header's
/// too, and a line says why.
@Suite struct CheckoutCurrencyTests {
    /// The cart in US dollars, the checkout answered for a Swiss address in francs.
    static func inFrancs(rates: [ShippingRate], selected: ShippingRate? = nil) -> CheckoutState {
        func francs(_ amount: String) -> Money { Money(amount: amount, currencyCode: "CHF")! }
        var checkout = UI.checkoutState(
            rates: rates.map { rate in
                ShippingRate(handle: rate.handle, title: rate.title, price: francs("\(rate.price.amount + 3)"))
            })
        checkout.lines = checkout.lines.map { line in
            var line = line
            line.unitPrice = francs("9.10")
            return line
        }
        checkout.subtotal = francs("27.30")
        checkout.buyerCountry = "CH"
        checkout.selectedRate = selected.flatMap { chosen in checkout.shippingRates.first { $0.handle == chosen.handle } }
        return checkout
    }

    @Test func everyFigureOfACheckoutInAnotherCurrencyIsInThatCurrencyAndTheScreenSaysWhy() throws {
        var (state, effects) = UI.run(CheckoutFlowFixtures.filledAddress(), [.key(.enter)])
        #expect(render(state).text.contains("$30.00"), "before the store answers, the header states the cart's subtotal")
        let created = try #require(UI.requestID(effects))
        #expect(
            UI.writes(effects) == [
                .request(
                    created,
                    .checkoutStart(
                        lines: state.cart.local.inputs, email: "ada@example.com", address: UI.address, extras: state.cart.local.extras, previous: nil)
                )
            ])
        (state, effects) = UI.run(state, [.response(created, .checkout(Self.inFrancs(rates: [])))])
        #expect(UI.writes(effects) == [.saveCart(state.cart.local)])
        (state, effects) = UI.run(state, [.response(try #require(UI.requestID(effects)), .checkout(Self.inFrancs(rates: UI.rates)))])
        #expect(UI.writes(effects).isEmpty)
        let rates = render(state).text
        #expect(rates.contains("CH · cart 3 · CHF"), "the header states the checkout's country and figures:\n\(rates)")
        #expect(rates.contains("Prices in CHF") && rates.contains("(Switzerland)") && rates.contains("keep browsing in USD"), "\(rates)")
        #expect(!rates.contains("$"), "no dollar figure beside the francs:\n\(rates)")
        (state, effects) = UI.run(state, [.key(.enter)])
        let chosen = try #require(UI.requestID(effects))
        let offered = Self.inFrancs(rates: UI.rates)
        #expect(UI.writes(effects) == [.request(chosen, .selectShipping(offered.shippingRates[1], offered))])
        state = UI.settle(state, [.response(chosen, .checkout(Self.inFrancs(rates: UI.rates, selected: UI.rates[1])))], ignoring: [])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .review)
        let review = render(state).text
        #expect(review.contains("Prices in CHF") && review.contains("CH · cart 3"), "\(review)")
        #expect(!review.contains("$"), "no dollar figure beside the francs:\n\(review)")
        (state, effects) = UI.run(state, [.key(.enter)])
        let waiting = try #require(UI.requestID(effects))
        #expect(UI.writes(effects).isEmpty, "waiting for the payment changes nothing at the store")
        state = UI.settle(state, [.response(waiting, .paid(CompletedOrder(name: nil, total: nil)))], ignoring: [.saveCart])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .paid)
        let paid = render(state).text
        #expect(paid.contains("cart empty") && !paid.contains("cart 3"), "once paid, the header shows the empty cart:\n\(paid)")
        #expect(
            state.width < 90 && paid.contains("checkout page added.") && paid.contains("\n Thank you!"),
            "what was charged is said whole, wrapped:\n\(paid)")
    }

    @Test func aCheckoutInTheCartsCurrencySaysNothingAboutCurrency() throws {
        let state = CheckoutFlowFixtures.atRates()
        let shown = render(state).text
        #expect(!shown.contains("Prices in"), "\(shown)")
        #expect(shown.contains("cart 3 · $30.00"), "\(shown)")
    }
}
