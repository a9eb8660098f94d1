import Foundation
import Testing

@testable import StoreKitCore

/// Gift cards whose codes end in the same 4 characters: each code goes with its own card of the
/// store's (by the order applied, never by the ending alone), and each is named apart.
@Suite struct GiftCardPairingTests {
    static func card(_ id: String, _ last: String, _ used: String) -> AppliedGiftCard {
        let money = Money(amount: used, currencyCode: "JPY")!
        return AppliedGiftCard(id: id, lastCharacters: last, amountUsed: money, balance: money)
    }

    static let tiny = card("t", "CARD", "7")
    static let huge = card("h", "CARD", "8783")
    static let solo = card("s", "GIFT", "100")

    @Test func eachCodeGoesWithItsOwnCard() {
        let codes = ["TINY-0007-CARD", "SOLO-0001-GIFT", "huge 9999 card"]
        let paired = AppliedGiftCard.paired(codes, with: [Self.tiny, Self.solo, Self.huge])
        #expect(paired.map { $0?.id } == ["t", "s", "h"])
        #expect(AppliedGiftCard.paired(codes, with: [Self.tiny]).map { $0?.id } == ["t", nil, nil])
    }

    @Test func codesAndCardsSharingAnEndingAreNumbered() {
        #expect(GiftCardCode.shownNames(["TINY-0007-CARD", "SOLO-0001-GIFT", "HUGE-9999-CARD"]) == ["…CARD (1)", "…GIFT", "…CARD (2)"])
        #expect(AppliedGiftCard.shownNames([Self.tiny, Self.solo, Self.huge]) == ["…CARD (1)", "…GIFT", "…CARD (2)"])
        #expect(GiftCardCode.shownNames(["TINY-0007-CARD"]) == ["…CARD"])
    }

    /// A second code ending like a card on the cart is applied (the first matched it before and
    /// it never was): that ending's cards come off and its codes go on again, in order. A card
    /// of another ending is left alone.
    @Test func aSecondCardWithTheSameEndingIsApplied() {
        let added = CartCheckout.giftCardChanges([Self.tiny, Self.solo], to: ["TINY-0007-CARD", "SOLO-0001-GIFT", "HUGE-9999-CARD"])
        #expect(added.unwanted.map(\.id) == ["t"])
        #expect(added.missing == ["TINY-0007-CARD", "HUGE-9999-CARD"])
        let removed = CartCheckout.giftCardChanges([Self.tiny, Self.solo, Self.huge], to: ["HUGE-9999-CARD", "SOLO-0001-GIFT"])
        #expect(removed.unwanted.map(\.id) == ["t", "h"])
        #expect(removed.missing == ["HUGE-9999-CARD"])
        let same = CartCheckout.giftCardChanges([Self.tiny, Self.solo, Self.huge], to: ["TINY-0007-CARD", "SOLO-0001-GIFT", "HUGE-9999-CARD"])
        #expect(same.unwanted.isEmpty && same.missing.isEmpty)
        let new = CartCheckout.giftCardChanges([Self.tiny], to: ["TINY-0007-CARD", "SOLO-0001-GIFT"])
        #expect(new.unwanted.isEmpty && new.missing == ["SOLO-0001-GIFT"])
    }
}
