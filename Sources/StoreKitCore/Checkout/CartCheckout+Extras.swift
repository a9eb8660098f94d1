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
        let (unwanted, missing) = Self.giftCardChanges(state.giftCards, to: extras.giftCardCodes)
        if !unwanted.isEmpty {
            keep(try await mutate(CartMutation<CartGiftCardCodesRemove>(cartID: state.id, appliedGiftCardIDs: unwanted.map(\.id))))
        }
        if !missing.isEmpty {
            keep(try await addGiftCards(missing, allCodes: extras.giftCardCodes, to: state))
        }
        if (state.note ?? "") != (extras.note ?? "") {
            keep(try await mutate(CartMutation<CartNoteUpdate>(cartID: state.id, note: extras.note ?? "")))
        }
        state.warnings = warnings
        return state
    }

    /// The cards to take off and the codes to apply so that the store's cards are `codes`. A
    /// card is known by its last characters and its place only (see
    /// ``AppliedGiftCard/paired(_:with:)``): where a card no code goes with shares its ending
    /// with others, or a code to apply shares it with cards on the cart, every card of that
    /// ending comes off and its codes are applied again, in the cart's order. (Matching by the
    /// ending alone took a second card ending like the first for it, and never applied it.)
    static func giftCardChanges(_ cards: [AppliedGiftCard], to codes: [String]) -> (unwanted: [AppliedGiftCard], missing: [String]) {
        let pairs = AppliedGiftCard.paired(codes, with: cards)
        let pairedIDs = Set(pairs.compactMap { $0?.id })
        let unpairedCodes = codes.indices.filter { pairs[$0] == nil }.map { codes[$0] }
        let tangled = Set(
            cards.filter { !pairedIDs.contains($0.id) }.map(\.lastCharacters)
                + cards.filter { card in unpairedCodes.contains(where: card.matches) }.map(\.lastCharacters))
        let unwanted = cards.filter { tangled.contains($0.lastCharacters) || !pairedIDs.contains($0.id) }
        let missing = codes.indices.filter { index in pairs[index].map { tangled.contains($0.lastCharacters) } ?? true }.map { codes[$0] }
        return (unwanted, missing)
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
