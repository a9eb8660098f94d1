/// Adds gift card codes, keeping those already applied (2025-10 and later).
public enum CartGiftCardCodesAdd: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartGiftCardCodesAdd"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartGiftCardCodesAdd", "cartGiftCardCodesAdd",
        declarations: "$cartId: ID!, $giftCardCodes: [String!]!",
        arguments: "cartId: $cartId, giftCardCodes: $giftCardCodes")
    /// The first API version that answers it (nil: every version shopterm speaks).
    public static let since: APIVersion? = .giftCardCodesAdd
}

extension CartMutation where Mutation == CartGiftCardCodesAdd {
    /// The operation for these values (they become its variables).
    public init(cartID: String, addingGiftCardCodes codes: [String]) {
        variables = CartInputs.strings(cartID: cartID, "giftCardCodes", codes)
    }
}
