import Foundation

/// A discount code on a store's cart (`CartDiscountCode`). A store keeps a code it knows but
/// cannot use on this cart (`applicable: false`, with `DISCOUNT_*` warnings saying why, e.g. a
/// minimum spend) without a user error.
public struct CartDiscountCode: Sendable, Equatable, Codable {
    /// The code as the buyer typed it.
    public var code: String
    /// True when the code takes something off this cart.
    public var applicable: Bool

    /// The code `code`, applicable or not.
    public init(code: String, applicable: Bool) {
        self.code = code
        self.applicable = applicable
    }
}

/// Money taken off the cart as a whole (`Cart.discountAllocations`): by a code, or by an
/// automatic or custom discount, which has a title instead.
public struct CartDiscount: Sendable, Equatable, Codable {
    /// The code, or the discount's title.
    public var title: String
    /// True when `title` is a code the buyer entered.
    public var isCode: Bool
    /// What it takes off.
    public var amount: Money

    /// A discount `title` (a code when `isCode`) of `amount`.
    public init(title: String, isCode: Bool, amount: Money) {
        self.title = title
        self.isCode = isCode
        self.amount = amount
    }

    /// The allocations of the same discount added up, in the order they first come.
    static func combined(_ discounts: [CartDiscount]) -> [CartDiscount] {
        var combined: [CartDiscount] = []
        for discount in discounts {
            if let index = combined.firstIndex(where: {
                $0.title.lowercased() == discount.title.lowercased() && $0.isCode == discount.isCode
                    && $0.amount.currencyCode == discount.amount.currencyCode
            }) {
                combined[index].amount.amount += discount.amount.amount
            } else {
                combined.append(discount)
            }
        }
        return combined
    }
}

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

/// Gift card codes are secrets: shown only as their last 4 characters.
public enum GiftCardCode {
    /// The code as stores compare it: upper case, without spaces and dashes (and without the
    /// "…" of a code written as it is shown, "…1234").
    public static func normalized(_ code: String) -> String {
        String(code.uppercased().filter { $0 != " " && $0 != "-" && $0 != "…" })
    }

    /// "…1234" for any code: all that may appear in output, logs and errors.
    public static func shown(_ code: String) -> String {
        shown(lastCharacters: String(normalized(code).suffix(4)))
    }

    static func shown(lastCharacters: String) -> String {
        "…" + (lastCharacters.oneLine(limit: 8) ?? "")
    }

    /// How each of `codes` is shown, in order: "…1234", or "…1234 (2)" where several end in the
    /// same 4 characters (its number among them, in the order they were added). More of a code
    /// would say more of a secret; a number tells them apart and says nothing of it.
    public static func shownNames(_ codes: [String]) -> [String] {
        numbered(codes.map { String(normalized($0).suffix(4)) })
    }

    /// "…tail", numbered among the tails equal to it where there are several.
    static func numbered(_ tails: [String]) -> [String] {
        tails.indices.map { index in
            let tail = tails[index]
            let name = shown(lastCharacters: tail)
            guard tails.filter({ $0 == tail }).count > 1 else { return name }
            return "\(name) (\(tails[...index].filter { $0 == tail }.count))"
        }
    }
}
