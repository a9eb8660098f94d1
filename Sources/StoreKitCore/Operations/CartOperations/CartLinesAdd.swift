/// `cartLinesAdd`: lines added to a cart.
public enum CartLinesAdd: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartLinesAdd"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.linesAdd
}

extension CartMutation where Mutation == CartLinesAdd {
    /// The operation for these values (they become its variables).
    public init(cartID: String, lines: [LineInput]) {
        variables = ["cartId": .string(cartID), "lines": .array(lines.map(CartInputs.line))]
    }
}
