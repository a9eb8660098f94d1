import Foundation
import StoreKitCore

/// Discount codes, gift cards and the note on the demo store's carts, as Shopify's cart
/// mutations change them.
extension CommerceState {
    /// The longest note taken (`NOTE_TOO_LONG` beyond).
    static let maxNoteLength = 5000

    /// `cartDiscountCodesUpdate`: the codes become `codes`. A code the store does not know or
    /// cannot apply is kept with `applicable: false` and a `DISCOUNT_*` warning, not refused
    /// (Shopify's changelog 2025-07 for the warnings).
    func updateDiscountCodes(_ id: String, _ codes: [String]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            cart.discountCodes = Self.distinctCodes(codes)
            outcome.warnings = discountWarnings(cart)
        }
    }

    /// `cartGiftCardCodesAdd` (`replacing` false) and `cartGiftCardCodesUpdate` (true). A code
    /// the store does not know, or a card with nothing left, is not applied and no error is
    /// said: the cart's `appliedGiftCards` is what tells (as the Checkout API did before it,
    /// mobile-buy-sdk-ios issue 709).
    func applyGiftCards(_ id: String, _ codes: [String], replacing: Bool) -> Outcome<Cart> {
        let balances = storage.withLock { $0.giftCardBalances }
        return updateCart(id) { cart, _ in
            if replacing { cart.giftCardIDs = [] }
            apply(codes, to: &cart, balances: balances)
        }
    }

    /// Applies the cards of `codes` that exist and have money left, each once.
    func apply(_ codes: [String], to cart: inout Cart, balances: [String: Decimal]) {
        for code in codes {
            let normalized = DemoGiftCardCode.normalized(code)
            guard let card = catalog.offers.giftCards.first(where: { $0.code == normalized }), (balances[card.id] ?? 0) > 0,
                !cart.giftCardIDs.contains(card.id)
            else { continue }
            cart.giftCardIDs.append(card.id)
        }
    }

    /// `cartGiftCardCodesRemove` by the applied cards' IDs.
    func removeGiftCards(_ id: String, _ appliedIDs: [String]) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            for (index, applied) in appliedIDs.enumerated() where !cart.giftCardIDs.contains(applied) {
                outcome.userErrors.append(
                    DemoUserError(
                        field: ["appliedGiftCardIds", String(index)], code: "INVALID",
                        message: "The gift card with id \(applied) is not applied to the cart."))
            }
            cart.giftCardIDs.removeAll { appliedIDs.contains($0) }
        }
    }

    /// `cartNoteUpdate`; an empty note clears it.
    func updateNote(_ id: String, _ note: String) -> Outcome<Cart> {
        updateCart(id) { cart, outcome in
            guard note.count <= Self.maxNoteLength else {
                outcome.userErrors.append(
                    DemoUserError(
                        field: ["note"], code: "NOTE_TOO_LONG",
                        message: "The note is longer than \(Self.maxNoteLength) characters."))
                return
            }
            cart.note = note.isEmpty ? nil : note
        }
    }

    /// The warnings of the codes that do not apply to `cart`, about the cart. (Called with the
    /// storage locked: whether a code applies does not depend on gift card balances.)
    func discountWarnings(_ cart: Cart) -> [DemoWarning] {
        bill(cart, withTax: false, balances: [:]).codes.compactMap { code in
            code.refusal.map { DemoWarning(code: $0.code, message: $0.message, target: "gid://shopify/Cart/\(cart.token)") }
        }
    }

    /// Codes trimmed, without empty ones and repeats (compared case-insensitively).
    static func distinctCodes(_ codes: [String]) -> [String] {
        var seen: Set<String> = []
        return codes.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }
}
