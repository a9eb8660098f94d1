/// Any object by its global ID (a variant with its price on each selling plan).
public struct NodeQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The node; nil when the store has none of that ID.
        public var node: StorefrontNode?
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Node"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Node($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          node(id: $id) {
            __typename id
            ... on Product { ...ProductSummaryFields }
            ... on Collection { ...CollectionSummaryFields }
            ... on ProductVariant {
              ...VariantFields
              product { handle title }
              sellingPlanAllocations(first: 20) { nodes { sellingPlan { id } priceAdjustments { price { ...MoneyFields } } } }
            }
          }
        }
        """, fragments: [ProductSummary.fragment, CollectionSummary.fragment, ProductVariant.fragment])
    /// The node's global ID.
    public var id: String

    /// The operation for these values (they become its variables).
    public init(id: String) {
        self.id = id
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["id": .string(id)] }
}
