/// What `predictiveSearch` suggests.
public struct Suggestions: Sendable, Hashable, Codable {
    /// Searches that complete what was typed ("trail" for "tra").
    public var queries: [String]
    /// Products whose title or tags match what was typed.
    public var products: [ProductSummary]
    /// Collections whose title matches what was typed.
    public var collections: [CollectionSummary]

    /// Suggestions of each kind.
    public init(queries: [String], products: [ProductSummary], collections: [CollectionSummary]) {
        self.queries = queries
        self.products = products
        self.collections = collections
    }

    private struct Query: Decodable { var text: String }
    private enum GraphQLKeys: String, CodingKey { case queries, products, collections }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GraphQLKeys.self)
        queries = try container.decode([Query].self, forKey: .queries).map(\.text)
        products = try container.decode([ProductSummary].self, forKey: .products)
        collections = try container.decode([CollectionSummary].self, forKey: .collections)
    }

    /// True when there is nothing to suggest.
    public var isEmpty: Bool { queries.isEmpty && products.isEmpty && collections.isEmpty }
}
