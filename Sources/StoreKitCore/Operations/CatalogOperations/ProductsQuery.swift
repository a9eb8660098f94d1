/// One page of products, optionally filtered by a Storefront search query
/// (`title:boot* AND product_type:Sneakers`), which is passed through untouched.
public struct ProductsQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The page of products.
        public var products: Page<ProductSummary>
    }
    /// `ProductSortKeys` values shopterm offers.
    public enum SortKey: String, Sendable, CaseIterable {
        case relevance = "RELEVANCE"
        case title = "TITLE"
        case price = "PRICE"
        case bestSelling = "BEST_SELLING"
        case createdAt = "CREATED_AT"
        case updatedAt = "UPDATED_AT"
        case vendor = "VENDOR"
        case productType = "PRODUCT_TYPE"
        case id = "ID"
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Products"
    /// The longest page it asks for, which bounds its query cost.
    public static let largestPage = productPageLimit
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Products($first: Int!, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
            nodes { ...ProductSummaryFields }
            pageInfo { ...PageInfoFields }
          }
        }
        """, fragments: [ProductSummary.fragment, PageInfo.fragment])
    /// How many products the page asks for.
    public var first: Int
    /// The cursor after which the page starts (nil: the first page).
    public var after: String?
    /// A Storefront search query filtering the products (nil: every product).
    public var query: String?
    /// The order (nil: the store's).
    public var sortKey: SortKey?
    /// True for the order reversed.
    public var reverse: Bool

    /// The operation for these values (they become its variables).
    public init(first: Int, after: String? = nil, query: String? = nil, sortKey: SortKey? = nil, reverse: Bool = false) {
        self.first = first
        self.after = after
        self.query = query
        self.sortKey = sortKey
        self.reverse = reverse
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        var variables: [String: JSONValue] = ["first": .int(first)]
        variables["after"] = .optional(after)
        variables["query"] = .optional(query)
        variables["sortKey"] = .optional(sortKey?.rawValue)
        if reverse { variables["reverse"] = .bool(true) }
        return variables
    }
}
