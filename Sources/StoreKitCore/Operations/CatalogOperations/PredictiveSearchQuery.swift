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
