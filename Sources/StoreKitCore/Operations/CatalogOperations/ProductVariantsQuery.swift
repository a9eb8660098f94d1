/// The next page of a product's variants, after the ``ProductQuery`` that read the first.
public struct ProductVariantsQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The product's variants, when the store has the product.
        public var product: Variants?
        /// A page of a product's variants.
        public struct Variants: Decodable, Sendable {
            /// The page of variants.
            public var variants: Page<ProductVariant>
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "ProductVariants"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query ProductVariants($id: ID!, $first: Int!, $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(id: $id) {
            variants(first: $first, after: $after) { nodes { ...VariantFields } pageInfo { ...PageInfoFields } }
          }
        }
        """, fragments: [ProductVariant.fragment, PageInfo.fragment])
    /// The longest page it asks for, which bounds its query cost.
    public static let largestPage = variantPageLimit
    /// The product whose variants are read.
    public var productID: ProductSummary.ID
    /// The cursor after which the page starts.
    public var after: String

    /// The operation for these values (they become its variables).
    public init(productID: ProductSummary.ID, after: String) {
        self.productID = productID
        self.after = after
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        ["id": .string(productID.rawValue), "first": .int(Self.largestPage), "after": .string(after)]
    }
}
