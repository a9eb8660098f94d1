/// `cartLinesRemove`: lines taken out of a cart.
public enum CartLinesRemove: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartLinesRemove"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.linesRemove
}

extension CartMutation where Mutation == CartLinesRemove {
    /// The operation for these values (they become its variables).
    public init(cartID: String, lineIDs: [String]) {
        variables = ["cartId": .string(cartID), "lineIds": .array(lineIDs.map(JSONValue.string))]
    }
}
