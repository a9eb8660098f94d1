/// One page of a product search (`search(types: [PRODUCT])`, the best matches first, products
/// not for sale last, as Shopify's search page), filtered, with the filters the store offers
/// for the results and how many there are in all. The last word may be half typed
/// (`prefix: LAST`), as it may for `predictiveSearch`, so that a search finds what the store
/// suggested for the same words.
public struct SearchProductsQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The page, the store's filters for the results as filtered, and their number.
        public var listing: ProductListing

        private enum Keys: String, CodingKey { case search }
        /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
        public init(from decoder: any Decoder) throws {
            let connection = try decoder.container(keyedBy: Keys.self).decode(ListingConnection<SearchResult>.self, forKey: .search)
            let products = connection.page.items.compactMap(\.product)
            listing = ProductListing(
                page: Page(items: products, hasNextPage: connection.page.hasNextPage, endCursor: connection.page.endCursor),
                filters: connection.filters, totalCount: connection.totalCount)
        }
    }
    /// One result: a product (an article or a page, which this search does not ask for, is skipped).
    struct SearchResult: Decodable, Sendable {
        var product: ProductSummary?
        // GraphQL names the type so: `__typename`.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        private enum Keys: String, CodingKey { case __typename }
        init(from decoder: any Decoder) throws {
            let typename = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .__typename)
            product = typename == "Product" ? try ProductSummary(from: decoder) : nil
        }
    }
    /// `SearchSortKeys`.
    public enum SortKey: String, Sendable, CaseIterable {
        case relevance = "RELEVANCE"
        case price = "PRICE"
    }
    /// The operation's name, as its document names it.
    public static let operationName = "SearchProducts"
    /// The longest page it asks for, which bounds its query cost.
    public static let largestPage = productPageLimit
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query SearchProducts($query: String!, $first: Int!, $after: String, $sortKey: SearchSortKeys, $reverse: Boolean, $filters: [ProductFilter!], $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          search(query: $query, first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, productFilters: $filters, types: [PRODUCT], prefix: LAST, unavailableProducts: LAST) {
            totalCount
            nodes { __typename ...ProductSummaryFields }
            pageInfo { ...PageInfoFields }
            productFilters { ...FilterFields }
          }
        }
        """, fragments: [ProductSummary.fragment, PageInfo.fragment, OfferedFilter.fragment])
    /// The query, in the Storefront search syntax.
    public var query: String
    /// How many products the page asks for.
    public var first: Int
    /// The cursor after which the page starts (nil: the first page).
    public var after: String?
    /// The order (nil: relevance).
    public var sortKey: SortKey?
    /// True for the order reversed.
    public var reverse: Bool
    /// The store's filters to apply.
    public var filters: [ProductFilter]

    /// The operation for these values (they become its variables).
    public init(query: String, first: Int, after: String? = nil, sortKey: SortKey? = nil, reverse: Bool = false, filters: [ProductFilter] = []) {
        self.query = query
        self.first = first
        self.after = after
        self.sortKey = sortKey
        self.reverse = reverse
        self.filters = filters
    }

    /// The page of `sort` (the order a shopper chose).
    public init(query: String, first: Int, after: String? = nil, sort: ProductSort, filters: [ProductFilter] = []) {
        let order = sort.searchOrder
        self.init(query: query, first: first, after: after, sortKey: order.key, reverse: order.reverse, filters: filters)
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        var variables = listVariables(first: first, after: after, sortKey: sortKey?.rawValue, reverse: reverse, filters: filters)
        variables["query"] = .string(query)
        return variables
    }
}
