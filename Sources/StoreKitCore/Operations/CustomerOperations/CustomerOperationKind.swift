/// What a classic customer operation's single field answers. Mutations share one payload type
/// (``CustomerPayload``); each query names its own.
public protocol CustomerOperationKind: Sendable {
    /// What the operation's field answers.
    associatedtype Payload: Decodable & Sendable
    /// The operation's name, as its document names it.
    static var operationName: String { get }
    /// The operation's document, with the fragments it uses.
    static var document: GraphQLDocument { get }
    /// A query or a mutation.
    static var kind: OperationKind { get }
    /// See ``GraphQLOperation/largestPage``.
    static var largestPage: Int { get }
}

extension CustomerOperationKind {
    /// The longest page it asks for, which bounds its query cost.
    public static var largestPage: Int { maxPageSize }
}
