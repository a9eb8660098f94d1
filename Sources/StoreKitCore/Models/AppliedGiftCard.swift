import Foundation

/// A gift card applied to the cart (`AppliedGiftCard`). Only its last characters are ever
/// known: the code is a secret.
public struct AppliedGiftCard: Sendable, Equatable, Codable {
    /// The store's ID of the applied card (what `cartGiftCardCodesRemove` takes).
    public var id: String
    /// The code's last characters (Shopify sends 4), as the store sent them.
    public var lastCharacters: String
    /// What the card pays of this cart, in the cart's currency (`presentmentAmountUsed`).
    public var amountUsed: Money
    /// The card's balance before this purchase (`balance`: "the amount left on the gift card";
    /// checkout's own API calls it "the current balance … prior to checkout completion").
    public var balance: Money

    /// A gift card as the store applied it.
    public init(id: String, lastCharacters: String, amountUsed: Money, balance: Money) {
        self.id = id
        self.lastCharacters = lastCharacters
        self.amountUsed = amountUsed
        self.balance = balance
    }

    /// True when the card holds more than it pays of this cart now: what the checkout page
    /// adds (the taxes, a shipping rate not chosen yet) comes off it too, up to its balance. So
    /// what stays on it is known only once the order is paid, and is never stated before.
    public var holdsMore: Bool { amountUsed.currencyCode != balance.currencyCode || balance.amount > amountUsed.amount }

    /// "…1234": how a card is named wherever it is shown (see ``shownNames(_:)`` where
    /// several cards may share their last characters).
    public var shownName: String { GiftCardCode.shown(lastCharacters: lastCharacters) }

    /// How each of `cards` is named, in order: "…1234", or "…1234 (2)" where several share
    /// their last characters (its number among them, in the order the store lists them), as
    /// ``GiftCardCode/shownNames(_:)`` names the codes they were applied by.
    public static func shownNames(_ cards: [AppliedGiftCard]) -> [String] {
        GiftCardCode.numbered(cards.map { GiftCardCode.normalized($0.lastCharacters) })
    }

    /// The store's card for each of `codes`, in order (nil where the store applied none). The
    /// store never sends a code back, only its last characters and the card's ID; where several
    /// codes end the same way, the first of them goes with the first such card the store lists,
    /// and so on: the order they were applied in (the store appends each card applied, and
    /// ``CartCheckout/reconcile(_:with:)`` applies such codes again, in the cart's order, when
    /// the two disagree). Never by the last characters alone.
    public static func paired(_ codes: [String], with cards: [AppliedGiftCard]) -> [AppliedGiftCard?] {
        var taken = Set<Int>()
        return codes.map { code in
            guard let index = cards.indices.first(where: { !taken.contains($0) && cards[$0].matches(code) }) else { return nil }
            taken.insert(index)
            return cards[index]
        }
    }

    /// True when `code` is probably this card: its last characters match (case-insensitively,
    /// ignoring spaces and dashes, as people type codes in groups).
    public func matches(_ code: String) -> Bool {
        let tail = GiftCardCode.normalized(lastCharacters)
        return !tail.isEmpty && GiftCardCode.normalized(code).hasSuffix(tail)
    }
}
