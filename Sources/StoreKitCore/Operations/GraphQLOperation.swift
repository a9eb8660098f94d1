/// A GraphQL operation as a value: its name, its document (fragments included), its variables,
/// and the type its `data` decodes into. Arguments always travel as variables, never spliced
/// into the document.
public protocol GraphQLOperation: Sendable {
    /// What `data` decodes into.
    associatedtype Data: Decodable & Sendable

    /// The operation's name, as in the document and the request's `operationName`.
    static var operationName: String { get }
    /// The document, with every fragment it uses.
    static var document: GraphQLDocument { get }
    /// Query or mutation; mutations are never cached and never blindly retried.
    static var kind: OperationKind { get }

    /// The largest page (`first`) one request asks for: its query cost stays within what a
    /// store answers tokenless (see `QueryCost` in the demo store). A longer page is read in
    /// several requests.
    static var largestPage: Int { get }
    /// The first API version that answers the document, when older ones do not (it is then
    /// sent only to stores spoken to in that version or a later one).
    static var since: APIVersion? { get }

    /// The variables; absent keys are left out of the request.
    var variables: [String: JSONValue] { get }
}

extension GraphQLOperation {
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .query }
    /// The longest page it asks for, which bounds its query cost.
    public static var largestPage: Int { maxPageSize }
    /// The first API version that answers it (nil: every version shopterm speaks).
    public static var since: APIVersion? { nil }
}
