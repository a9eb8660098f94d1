import Foundation

/// Discount codes, gift cards and the note on a store's cart.
extension CartCheckout {
    /// Makes the store cart's codes and note those of `extras`, sending only what differs (at
    /// most one mutation of each kind; none when they match). The local cart is the truth: a
    /// code the store has but `extras` lacks is removed. Each mutation's warnings are kept.
    public func reconcile(_ state: CheckoutState, with extras: CartExtras) async throws -> CheckoutState {
        var state = state
        var warnings = state.warnings
        func keep(_ next: CheckoutState) {
            state = next
            warnings = CheckoutWarning.merged(warnings, next.warnings)
        }
        let wantedCodes = extras.discountCodes.map { $0.lowercased() }
        if Set(wantedCodes) != Set(state.discountCodes.map { $0.code.lowercased() }) {
            keep(try await mutate(CartMutation<CartDiscountCodesUpdate>(cartID: state.id, discountCodes: extras.discountCodes)))
        }
        let unwanted = state.giftCards.filter { card in !extras.giftCardCodes.contains(where: card.matches) }
        if !unwanted.isEmpty {
            keep(try await mutate(CartMutation<CartGiftCardCodesRemove>(cartID: state.id, appliedGiftCardIDs: unwanted.map(\.id))))
        }
        let missing = extras.giftCardCodes.filter { code in !state.giftCards.contains { $0.matches(code) } }
        if !missing.isEmpty {
            keep(try await addGiftCards(missing, allCodes: extras.giftCardCodes, to: state))
        }
        if (state.note ?? "") != (extras.note ?? "") {
            keep(try await mutate(CartMutation<CartNoteUpdate>(cartID: state.id, note: extras.note ?? "")))
        }
        state.warnings = warnings
        return state
    }

    /// Adds `codes`: on 2025-10 and later with `cartGiftCardCodesAdd` (the cards already applied
    /// stay); before, by setting every code the buyer has (`allCodes`) with `cartGiftCardCodesUpdate`.
    private func addGiftCards(_ codes: [String], allCodes: [String], to state: CheckoutState) async throws -> CheckoutState {
        if client.configuration.apiVersion >= .giftCardCodesAdd {
            return try await mutate(CartMutation<CartGiftCardCodesAdd>(cartID: state.id, addingGiftCardCodes: codes))
        }
        return try await mutate(CartMutation<CartGiftCardCodesUpdate>(cartID: state.id, giftCardCodes: allCodes))
    }
}
