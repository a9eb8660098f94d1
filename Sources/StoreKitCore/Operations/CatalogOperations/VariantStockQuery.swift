/// One variant's count (`node(id:)`): the stock of a variant chosen on a product whose
/// variants were not all read. Token only, as every count.
public struct VariantStockQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The variant, when the store has it.
        public var node: Variant?
        /// A variant's count (nil: the store does not track it).
        public struct Variant: Decodable, Sendable {
            /// How many the store has (nil: it does not track the variant).
            public var quantityAvailable: Int?
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "VariantStock"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query VariantStock($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          node(id: $id) { ... on ProductVariant { quantityAvailable } }
        }
        """)
    /// The variant's global ID.
    public var id: ProductVariant.ID

    /// The operation for these values (they become its variables).
    public init(id: ProductVariant.ID) { self.id = id }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["id": .string(id.rawValue)] }
}
