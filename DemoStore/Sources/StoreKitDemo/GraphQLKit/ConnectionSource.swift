import Foundation
import GraphQL

/// A page of a connection as the resolvers return it: edges with cursors, nodes, page info.
struct ConnectionSource: Sendable {
    struct Edge: Sendable {
        var cursor: String
        var node: any Sendable
    }
    var edges: [Edge]
    var pageInfo: PageInfoSource
    /// `totalCount` (an `UnsignedInt64`, sent as a string) for connections that have one.
    var totalCount: String?
    /// All the nodes before pagination (a search's `totalCount`).
    var unpagedCount = 0
    /// The filters offered for the list (`ProductConnection.filters`, a search's
    /// `productFilters`: the resolvers' `FilterSource`s), worked out only when asked for.
    var filters: (@Sendable () -> [any Sendable])?
}
