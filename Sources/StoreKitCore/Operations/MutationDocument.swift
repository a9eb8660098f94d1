/// A named mutation document: what distinguishes the mutations that share one payload shape.
public protocol MutationDocument: Sendable {
    /// The mutation's name, as its document names it.
    static var operationName: String { get }
    /// The mutation's document, with the fragments it uses.
    static var document: GraphQLDocument { get }
    /// See ``GraphQLOperation/since``.
    static var since: APIVersion? { get }
}

extension MutationDocument {
    /// The first API version that answers it (nil: every version shopterm speaks).
    public static var since: APIVersion? { nil }
}
