/// Removes applied gift cards by their `AppliedGiftCard` IDs.
public enum CartGiftCardCodesRemove: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartGiftCardCodesRemove"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartGiftCardCodesRemove", "cartGiftCardCodesRemove",
        declarations: "$cartId: ID!, $appliedGiftCardIds: [ID!]!",
        arguments: "cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds")
}

extension CartMutation where Mutation == CartGiftCardCodesRemove {
    /// The operation for these values (they become its variables).
    public init(cartID: String, appliedGiftCardIDs ids: [String]) {
        variables = CartInputs.strings(cartID: cartID, "appliedGiftCardIds", ids)
    }
}
