import Foundation
import Testing

@testable import StoreKitCore

/// What the store took of each line, and the local cart following it.
@Suite struct CartAdjustmentTests {
    @Test func linesTheStoreCutAreFoundAndFollowed() {
        var cart = LocalCart(lines: [
            LocalCartFixtures.line(1, quantity: 3), LocalCartFixtures.line(2, quantity: 2), LocalCartFixtures.line(3, quantity: 1),
        ])
        let money = Money(amount: 10, currencyCode: "USD")
        let state = CheckoutState(
            id: "c", webURL: "https://x", email: nil, address: nil,
            lines: [
                CheckoutLine(id: "l1", variantID: cart.lines[0].variantID, quantity: 1, title: "T", variantTitle: "V", unitPrice: money),
                CheckoutLine(id: "l2", variantID: cart.lines[1].variantID, quantity: 2, title: "T", variantTitle: "V", unitPrice: money),
            ],
            subtotal: money)
        let adjustments = CartAdjustment.between(cart, and: state)
        #expect(adjustments.map(\.accepted) == [1, 0])
        #expect(adjustments.map(\.asked) == [3, 1])
        #expect(adjustments[0].description.hasSuffix(": only 1 left, not 3"))
        #expect(adjustments[1].description.hasSuffix(": sold out"))
        cart.follow(adjustments)
        #expect(cart.lines.map(\.quantity) == [1, 2])
        #expect(CartAdjustment.between(cart, and: state).isEmpty)
    }
}
