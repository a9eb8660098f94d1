/// `cartNoteUpdate`: the cart's note to the store changed.
public enum CartNoteUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartNoteUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartNoteUpdate", "cartNoteUpdate", declarations: "$cartId: ID!, $note: String!",
        arguments: "cartId: $cartId, note: $note")
}

extension CartMutation where Mutation == CartNoteUpdate {
    /// An empty note clears it (the argument is required).
    public init(cartID: String, note: String) {
        variables = ["cartId": .string(cartID), "note": .string(note)]
    }
}
