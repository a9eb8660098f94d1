/// A GraphQL list read as `{ nodes: [...] }`: a connection whose page info is not asked for.
public struct Nodes<Item: Decodable & Sendable>: Decodable, Sendable {
    /// The list's items, in the store's order.
    public var nodes: [Item]

    /// A list of `nodes`.
    public init(nodes: [Item]) {
        self.nodes = nodes
    }
}

extension Nodes: Equatable where Item: Equatable {}
