/// A Cart API mutation. All of them answer with a ``CartPayload``; `Mutation` names which
/// document is sent (`CartMutation<CartCreate>`, `CartMutation<CartLinesAdd>`, …).
public struct CartMutation<Mutation: MutationDocument>: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public typealias Data = MutationData<CartPayload>
    /// The operation's name, as its document names it.
    public static var operationName: String { Mutation.operationName }
    /// The GraphQL document sent, with the fragments it uses.
    public static var document: GraphQLDocument { Mutation.document }
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .mutation }
    /// The first API version that answers it (nil: every version shopterm speaks).
    public static var since: APIVersion? { Mutation.since }
    /// The document's variables, as sent.
    public let variables: [String: JSONValue]
}
