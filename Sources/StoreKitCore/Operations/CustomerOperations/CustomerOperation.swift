/// A classic customer-account operation: `CustomerOperation<CustomerAccessTokenCreate>`, …
/// Its data is the one top-level field's value.
public struct CustomerOperation<Kind: CustomerOperationKind>: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public typealias Data = MutationData<Kind.Payload>
    /// The operation's name, as its document names it.
    public static var operationName: String { Kind.operationName }
    /// The GraphQL document sent, with the fragments it uses.
    public static var document: GraphQLDocument { Kind.document }
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { Kind.kind }
    /// The longest page it asks for, which bounds its query cost.
    public static var largestPage: Int { Kind.largestPage }
    /// The document's variables, as sent.
    public let variables: [String: JSONValue]

    init(_ variables: [String: JSONValue]) {
        self.variables = variables
    }
}
