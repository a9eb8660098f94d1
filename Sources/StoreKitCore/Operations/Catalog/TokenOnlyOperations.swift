/// `product { variants { quantityAvailable } }`: how many of each variant the store has.
///
/// Only a token with the `unauthenticated_read_product_inventory` scope may read
/// `quantityAvailable` (Storefront API reference, "Tokenless access"); other requests get
/// ACCESS_DENIED with the field's parent nulled. So it is asked for in a query of its own, beside
/// ``ProductQuery``, and a refusal costs nothing but the numbers.
public struct ProductStockQuery: GraphQLOperation {
    public struct Data: Decodable, Sendable {
        public var product: Product?

        /// The variants' counts.
        public struct Product: Decodable, Sendable {
            var variants: Nodes
        }
        struct Nodes: Decodable, Sendable { var nodes: [Variant] }
        struct Variant: Decodable, Sendable {
            var id: ProductVariant.ID
            var quantityAvailable: Int?
        }

        /// Each variant's count, by ID (variants the store gave no number for are left out).
        public var counts: [ProductVariant.ID: Int] {
            Dictionary((product?.variants.nodes ?? []).compactMap { variant in variant.quantityAvailable.map { (variant.id, $0) } },
                       uniquingKeysWith: { first, _ in first })
        }
    }
    public static let operationName = "ProductStock"
    public static let document = GraphQLDocument("""
        query ProductStock($handle: String, $id: ID, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) {
            variants(first: 250) { nodes { id quantityAvailable } }
          }
        }
        """)
    public var reference: ProductQuery.Reference

    public init(_ reference: ProductQuery.Reference) {
        self.reference = reference
    }

    public var variables: [String: JSONValue] { ProductQuery(reference).variables }
}

/// `product { tags }`: only a token with the `unauthenticated_read_product_tags` scope may read
/// a product's tags (Storefront API reference, "Tokenless access"), so they have a query of their
/// own beside ``ProductQuery``.
public struct ProductTagsQuery: GraphQLOperation {
    public struct Data: Decodable, Sendable {
        public var product: Tags?
        public struct Tags: Decodable, Sendable { public var tags: [String] }
    }
    public static let operationName = "ProductTags"
    public static let document = GraphQLDocument("""
        query ProductTags($handle: String, $id: ID, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) { tags }
        }
        """)
    public var reference: ProductQuery.Reference

    public init(_ reference: ProductQuery.Reference) {
        self.reference = reference
    }

    public var variables: [String: JSONValue] { ProductQuery(reference).variables }
}
