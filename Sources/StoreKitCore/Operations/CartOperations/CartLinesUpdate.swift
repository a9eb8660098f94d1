/// `cartLinesUpdate`: the quantities of a cart's lines changed.
public enum CartLinesUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartLinesUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.linesUpdate
}

extension CartMutation where Mutation == CartLinesUpdate {
    /// The operation for these values (they become its variables).
    public init(cartID: String, lines: [(lineID: String, quantity: Int)]) {
        variables = ["cartId": .string(cartID), "lines": .array(lines.map { .object(["id": .string($0.lineID), "quantity": .int($0.quantity)]) })]
    }
}
