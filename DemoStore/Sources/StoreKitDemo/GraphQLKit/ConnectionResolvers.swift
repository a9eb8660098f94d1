import Foundation
import GraphQL

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

/// A resolver that reads only its source and arguments (whatever the request's context).
func sourceResolver<Source: Sendable>(_: Source.Type, _ body: @escaping @Sendable (Source, Map) throws -> (any Sendable)?) -> GraphQLFieldResolve {
    { source, args, _, info in
        guard let source = source as? Source else {
            throw GraphQLError(message: "Internal error: \(info.parentType.name).\(info.fieldName) got an unexpected value")
        }
        return try body(source, args)
    }
}
