/// A named GraphQL fragment and the fragments it spreads.
public struct GraphQLFragment: Sendable, Hashable {
    /// The fragment's name (`ProductSummaryFields`).
    public let name: String
    /// Its text, `fragment … on … { … }`.
    public let source: String
    /// The fragments it spreads.
    public let dependencies: [GraphQLFragment]

    /// The fragment `name` of `source`, spreading `dependencies`.
    public init(_ name: String, _ source: String, uses dependencies: [GraphQLFragment] = []) {
        self.name = name
        self.source = source
        self.dependencies = dependencies
    }
}
