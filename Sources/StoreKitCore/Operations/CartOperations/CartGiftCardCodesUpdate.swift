/// Sets the cart's gift card codes to exactly those given (before 2025-10, how one is added).
public enum CartGiftCardCodesUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartGiftCardCodesUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartGiftCardCodesUpdate", "cartGiftCardCodesUpdate",
        declarations: "$cartId: ID!, $giftCardCodes: [String!]!",
        arguments: "cartId: $cartId, giftCardCodes: $giftCardCodes")
}

extension CartMutation where Mutation == CartGiftCardCodesUpdate {
    /// The operation for these values (they become its variables).
    public init(cartID: String, giftCardCodes codes: [String]) {
        variables = CartInputs.strings(cartID: cartID, "giftCardCodes", codes)
    }
}
