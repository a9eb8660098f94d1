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
