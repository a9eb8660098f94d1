/// What a shopper is looking for as they type (`predictiveSearch`): searches that complete the
/// word being typed, products and collections, at most `limit` (1…10) of each, products not for
/// sale last.
public struct PredictiveSearchQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// What the store suggests.
        public var suggestions: Suggestions

        private enum Keys: String, CodingKey { case predictiveSearch }
        /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
        public init(from decoder: any Decoder) throws {
            // The store answers null when it has nothing to predict from.
            suggestions =
                try decoder.container(keyedBy: Keys.self).decodeIfPresent(Suggestions.self, forKey: .predictiveSearch)
                ?? Suggestions(queries: [], products: [], collections: [])
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "PredictiveSearch"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query PredictiveSearch($query: String!, $limit: Int, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          predictiveSearch(query: $query, limit: $limit, limitScope: EACH, types: [QUERY, PRODUCT, COLLECTION], unavailableProducts: LAST) {
            queries { text }
            products { ...ProductSummaryFields }
            collections { ...CollectionSummaryFields }
          }
        }
        """, fragments: [ProductSummary.fragment, CollectionSummary.fragment])
    /// The most of each kind Shopify answers.
    public static let largestLimit = 10
    /// What was typed so far.
    public var query: String
    /// The most suggestions of each kind.
    public var limit: Int

    /// The operation for these values (they become its variables).
    public init(query: String, limit: Int = largestLimit) {
        self.query = query
        self.limit = max(1, min(limit, Self.largestLimit))
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["query": .string(query), "limit": .int(limit)] }
}

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

/// "You may also like" (`productRecommendations(productId:, intent:)`, by ID: every API version
/// takes it, `productHandle` only from 2025-07): products like one (`RELATED`) or that go with
/// it (`COMPLEMENTARY`); nil for a product the store does not know.
public struct ProductRecommendationsQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// Products like it; nil when the store does not know the product.
        public var productRecommendations: [ProductSummary]?
    }
    /// `ProductRecommendationIntent`.
    public enum Intent: String, Sendable, CaseIterable {
        case related = "RELATED"
        case complementary = "COMPLEMENTARY"
    }
    /// The operation's name, as its document names it.
    public static let operationName = "ProductRecommendations"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query ProductRecommendations($productId: ID!, $intent: ProductRecommendationIntent, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          productRecommendations(productId: $productId, intent: $intent) { ...ProductSummaryFields }
        }
        """, fragments: [ProductSummary.fragment])
    /// The product the recommendations are for.
    public var productID: ProductSummary.ID
    /// Like it (`RELATED`) or going with it (`COMPLEMENTARY`).
    public var intent: Intent

    /// The operation for these values (they become its variables).
    public init(productID: ProductSummary.ID, intent: Intent = .related) {
        self.productID = productID
        self.intent = intent
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["productId": .string(productID.rawValue), "intent": .string(intent.rawValue)] }
}
