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

struct PageInfoSource: Sendable {
    var hasNextPage: Bool
    var hasPreviousPage: Bool
    var startCursor: String?
    var endCursor: String?
}

/// Resolvers for connection types named `<Name>Connection` with edges `<Name>Edge`: `edges`,
/// `nodes`, `pageInfo` and `node` read a ``ConnectionSource``.
func connectionResolvers(_ names: [String]) -> [String: GraphQLFieldResolve] {
    var table: [String: GraphQLFieldResolve] = [:]
    for name in names {
        table["\(name)Connection.edges"] = sourceResolver(ConnectionSource.self) { connection, _ in connection.edges }
        table["\(name)Connection.nodes"] = sourceResolver(ConnectionSource.self) { connection, _ in connection.edges.map(\.node) }
        table["\(name)Connection.pageInfo"] = sourceResolver(ConnectionSource.self) { connection, _ in connection.pageInfo }
        table["\(name)Edge.node"] = sourceResolver(ConnectionSource.Edge.self) { edge, _ in edge.node }
    }
    return table
}

/// Relay-style pagination over an already filtered and sorted list, with the Storefront API's
/// rules: one of `first`/`last` is required, at most 250, `last` only with `before`.
enum Paginator {
    static let maxPageSize = 250

    /// `ordered`: the caller has applied `reverse` already (a search reverses its order before
    /// it puts the products not for sale last).
    static func page(_ nodes: [any Sendable], args: Map, kind: String, ordered: Bool = false) throws -> ConnectionSource {
        let first = args["first"].int
        let last = args["last"].int
        let after = args["after"].string
        let before = args["before"].string
        var nodes = nodes
        if !ordered, args["reverse"].bool == true { nodes.reverse() }

        if first == nil && last == nil { throw GraphQLError(message: "you must provide one of first or last") }
        if first != nil && last != nil { throw GraphQLError(message: "providing both first and last is not supported") }
        if last != nil && before == nil { throw GraphQLError(message: "using last without before is not supported") }
        for (name, value) in [("first", first), ("last", last)] {
            if let value, !(0...maxPageSize).contains(value) {
                throw GraphQLError(
                    message: "The `\(name)` argument must be between 0 and \(maxPageSize) (got \(value))",
                    extensions: ["code": "BAD_USER_INPUT"])
            }
        }
        var lower = 0
        var upper = nodes.count
        if let after { lower = try offset(after, kind: kind, count: nodes.count) + 1 }
        if let before { upper = min(upper, try offset(before, kind: kind, count: nodes.count)) }
        if lower > upper { lower = upper }
        var range = lower..<upper
        if let first { range = range.lowerBound..<min(range.upperBound, range.lowerBound + first) }
        if let last { range = max(range.lowerBound, range.upperBound - last)..<range.upperBound }
        let edges = range.map { ConnectionSource.Edge(cursor: cursor(kind: kind, offset: $0), node: nodes[$0]) }
        return ConnectionSource(
            edges: edges,
            pageInfo: PageInfoSource(
                hasNextPage: range.upperBound < nodes.count, hasPreviousPage: range.lowerBound > 0,
                startCursor: edges.first?.cursor, endCursor: edges.last?.cursor), unpagedCount: nodes.count)
    }

    static func cursor(kind: String, offset: Int) -> String {
        Data("\(kind):\(offset)".utf8).base64EncodedString()
    }

    private static func offset(_ cursor: String, kind: String, count: Int) throws -> Int {
        guard let data = Data(base64Encoded: cursor), let text = String(data: data, encoding: .utf8),
            text.hasPrefix(kind + ":"), let offset = Int(text.dropFirst(kind.count + 1)), offset >= 0
        else {
            throw GraphQLError(message: "Invalid cursor for current pagination sort.", extensions: ["code": "BAD_USER_INPUT"])
        }
        return min(offset, count)
    }
}

/// A resolver that reads only its source and arguments (whatever the request's context).
func sourceResolver<Source: Sendable>(_: Source.Type, _ body: @escaping @Sendable (Source, Map) throws -> (any Sendable)?) -> GraphQLFieldResolve {
    { source, args, _, info in
        guard let source = source as? Source else {
            throw GraphQLError(message: "Internal error: \(info.parentType.name).\(info.fieldName) got an unexpected value")
        }
        return try body(source, args)
    }
}
