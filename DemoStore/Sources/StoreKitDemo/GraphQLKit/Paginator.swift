import Foundation
import GraphQL

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
