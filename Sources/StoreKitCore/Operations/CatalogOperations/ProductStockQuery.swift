/// `product { variants { quantityAvailable } }`: how many of each variant the store has.
///
/// Only a token with the `unauthenticated_read_product_inventory` scope may read
/// `quantityAvailable` (Storefront API reference, "Tokenless access"); other requests get
/// ACCESS_DENIED with the field's parent nulled. So it is asked for in a query of its own, beside
/// ``ProductQuery``, and a refusal costs nothing but the numbers.
public struct ProductStockQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The product's variant counts, when the store has the product.
        public var product: Product?

        /// The variants' counts, a page of them.
        public struct Product: Decodable, Sendable {
            var variants: Page<Variant>
        }
        struct Variant: Decodable, Sendable {
            var id: ProductVariant.ID
            var quantityAvailable: Int?
        }

        /// Each variant's count, by ID (variants the store gave no number for are left out).
        public var counts: [ProductVariant.ID: Int] {
            Dictionary(
                (product?.variants.items ?? []).compactMap { variant in variant.quantityAvailable.map { (variant.id, $0) } },
                uniquingKeysWith: { first, _ in first })
        }

        /// Where the next page of counts starts, when there is one.
        public var nextCursor: String? {
            guard let page = product?.variants, page.hasNextPage else { return nil }
            return page.endCursor
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "ProductStock"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query ProductStock($handle: String, $id: ID, $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) {
            variants(first: 250, after: $after) { nodes { id quantityAvailable } pageInfo { ...PageInfoFields } }
          }
        }
        """, fragments: [PageInfo.fragment])
    /// The product whose counts are read.
    public var reference: ProductQuery.Reference
    /// The cursor after which the page starts (nil: the first page).
    public var after: String?

    /// The operation for these values (they become its variables).
    public init(_ reference: ProductQuery.Reference, after: String? = nil) {
        self.reference = reference
        self.after = after
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        var variables = ProductQuery(reference).variables
        if let after { variables["after"] = .string(after) }
        return variables
    }
}
