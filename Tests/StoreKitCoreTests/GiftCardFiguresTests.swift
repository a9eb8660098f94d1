import Foundation
import Testing

@testable import StoreKitCore

/// What a gift card pays, as far as the store states it: a card that covers a whole order
/// before taxes also pays the taxes the checkout page adds, so no remainder is stated.
@Suite struct GiftCardFiguresTests {
    static func kroner(_ amount: String) -> Money { Money(amount: amount, currencyCode: "DKK")! }

    /// A kr 180 order, shipping chosen, taxes left to the checkout page; a kr 1,000 card.
    static func cart(card balance: String, pays used: String) -> CheckoutState {
        CheckoutState(
            id: "gid://shopify/Cart/1", webURL: "https://example.invalid/c", email: nil, address: nil,
            lines: [], subtotal: kroner("150.00"),
            selectedRate: ShippingRate(handle: "gls", title: "GLS", price: kroner("30.00"), description: "1–3 hverdage"),
            giftCards: [AppliedGiftCard(id: "c1", lastCharacters: "KORT", amountUsed: kroner(used), balance: kroner(balance))])
    }

    @Test func aCardThatHoldsMorePaysTheTaxesToo() {
        let cart = Self.cart(card: "1000.00", pays: "180.00")
        #expect(cart.giftCards[0].holdsMore)
        #expect(cart.alsoPaid(by: cart.giftCards[0]) == ["taxes"])
        #expect(cart.total == Self.kroner("0.00"))
        let charged = CompletedOrder(name: nil, total: nil).chargedText(cart: cart) { "kr \($0.amount)" }
        #expect(charged == "kr 0 plus the taxes the checkout page added, less what gift cards paid of them")
    }

    @Test func aSpentCardPaysNothingMore() {
        let cart = Self.cart(card: "50.00", pays: "50.00")
        #expect(!cart.giftCards[0].holdsMore)
        #expect(cart.alsoPaid(by: cart.giftCards[0]).isEmpty)
        let charged = CompletedOrder(name: nil, total: nil).chargedText(cart: cart) { "kr \($0.amount)" }
        #expect(charged == "kr 130 plus the taxes the checkout page added")
    }
}
