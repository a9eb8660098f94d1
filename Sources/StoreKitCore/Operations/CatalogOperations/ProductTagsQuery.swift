/// `product { tags }`: only a token with the `unauthenticated_read_product_tags` scope may read
/// a product's tags (Storefront API reference, "Tokenless access"), so they have a query of their
/// own beside ``ProductQuery``.
public struct ProductTagsQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The product's tags, when the store has the product.
        public var product: Tags?
        /// A product's tags.
        public struct Tags: Decodable, Sendable {
            /// The product's tags.
            public var tags: [String]
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "ProductTags"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query ProductTags($handle: String, $id: ID, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) { tags }
        }
        """)
    /// The product whose tags are read.
    public var reference: ProductQuery.Reference

    /// The operation for these values (they become its variables).
    public init(_ reference: ProductQuery.Reference) {
        self.reference = reference
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ProductQuery(reference).variables }
}
