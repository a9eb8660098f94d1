/// The cart mutations for money off and the note: discount codes, gift cards, `cartNoteUpdate`.
/// Each answers with the cart like every cart mutation (``CartPayload``).
public enum CartDiscountCodesUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartDiscountCodesUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartDiscountCodesUpdate", "cartDiscountCodesUpdate",
        declarations: "$cartId: ID!, $discountCodes: [String!]!",
        arguments: "cartId: $cartId, discountCodes: $discountCodes")
}

extension CartMutation where Mutation == CartDiscountCodesUpdate {
    /// The cart's discount codes become `codes` (none removes them all).
    public init(cartID: String, discountCodes codes: [String]) {
        variables = CartInputs.strings(cartID: cartID, "discountCodes", codes)
    }
}
