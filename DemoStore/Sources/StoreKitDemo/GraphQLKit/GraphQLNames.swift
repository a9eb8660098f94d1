import GraphQL

/// In the demo store, `GraphQLError` and `GraphQLResult` mean the server library's types
/// (StoreKitCore has client-side types of the same names).
typealias GraphQLError = GraphQL.GraphQLError
typealias GraphQLResult = GraphQL.GraphQLResult
