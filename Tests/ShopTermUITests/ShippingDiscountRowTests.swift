import StoreKitCore
import Testing

@testable import ShopTermUI

/// A shipping discount is said on the shipping line, after the rate it takes money off, never
/// out of the subtotal; the rows still add up to the total.
@Suite struct ShippingDiscountRowTests {
    static let rate = ShippingRate(handle: "express", title: "Express", price: UI.money("15.00"))

    static func state(selected: ShippingRate?, shippingOff: String) -> CheckoutState {
        var state = UI.checkoutState(rates: [rate], selected: selected)
        state.discounts = [
            CartDiscount(title: "WELCOME10", isCode: true, amount: UI.money("3.00")),
            CartDiscount(title: "FREESHIP", isCode: true, amount: UI.money(shippingOff), appliesTo: .shipping),
        ]
        return state
    }

    @Test func theShippingDiscountFollowsTheShippingLine() {
        let rows = Self.state(selected: Self.rate, shippingOff: "15.00").totalsRows { "$\($0.plainAmount)" }
        #expect(
            rows.map { "\($0.label) \($0.value)" } == [
                "Subtotal $30.00", "Discount WELCOME10 -$3.00", "Shipping (Express) $15.00", "Shipping discount FREESHIP -$15.00",
                "Taxes calculated at payment", "Total before taxes $27.00",
            ])
    }

    /// Before a rate is chosen a shipping code takes nothing yet: it is said to wait for it.
    @Test func beforeARateTheShippingDiscountWaits() {
        let rows = Self.state(selected: nil, shippingOff: "0.00").totalsRows { "$\($0.plainAmount)" }
        #expect(rows.contains(TotalsRow("Shipping discount FREESHIP", "at checkout", .remark)))
        #expect(rows.last == TotalsRow("Total before shipping and taxes", "$27.00", .total))
    }
}
