/// One page of the products of the collection with `handle`, in an order, filtered, with the
/// filters the store offers for them.
public struct CollectionProductsQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The collection; nil when the store has none by that handle.
        public var collection: Collection?
    }
    /// The collection and one page of its products.
    public struct Collection: Decodable, Sendable {
        /// The collection itself: handle, title, description.
        public var summary: CollectionSummary
        /// The page, and the store's filters for the collection as filtered.
        public var listing: ProductListing
        /// The page of products.
        public var products: Page<ProductSummary> { listing.page }

        private enum CodingKeys: String, CodingKey { case products }
        /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
        public init(from decoder: any Decoder) throws {
            summary = try CollectionSummary(from: decoder)
            let connection = try decoder.container(keyedBy: CodingKeys.self).decode(ListingConnection<ProductSummary>.self, forKey: .products)
            listing = ProductListing(page: connection.page, filters: connection.filters)
        }
    }
    /// `ProductCollectionSortKeys`.
    public enum SortKey: String, Sendable, CaseIterable {
        case collectionDefault = "COLLECTION_DEFAULT"
        case bestSelling = "BEST_SELLING"
        case title = "TITLE"
        case price = "PRICE"
        case created = "CREATED"
        case id = "ID"
        case manual = "MANUAL"
        case relevance = "RELEVANCE"
    }
    /// The operation's name, as its document names it.
    public static let operationName = "CollectionProducts"
    /// The longest page it asks for, which bounds its query cost.
    public static let largestPage = productPageLimit
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query CollectionProducts($handle: String!, $first: Int!, $after: String, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!], $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          collection(handle: $handle) {
            ...CollectionSummaryFields
            products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
              nodes { ...ProductSummaryFields }
              pageInfo { ...PageInfoFields }
              filters { ...FilterFields }
            }
          }
        }
        """, fragments: [CollectionSummary.fragment, ProductSummary.fragment, PageInfo.fragment, OfferedFilter.fragment])
    /// The collection's handle.
    public var handle: String
    /// How many products the page asks for.
    public var first: Int
    /// The cursor after which the page starts (nil: the first page).
    public var after: String?
    /// The order (nil: the collection's own).
    public var sortKey: SortKey?
    /// True for the order reversed.
    public var reverse: Bool
    /// The store's filters to apply.
    public var filters: [ProductFilter]

    /// The operation for these values (they become its variables).
    public init(handle: String, first: Int, after: String? = nil, sortKey: SortKey? = nil, reverse: Bool = false, filters: [ProductFilter] = []) {
        self.handle = handle
        self.first = first
        self.after = after
        self.sortKey = sortKey
        self.reverse = reverse
        self.filters = filters
    }

    /// The page of `sort` (the order a shopper chose).
    public init(handle: String, first: Int, after: String? = nil, sort: ProductSort, filters: [ProductFilter] = []) {
        let order = sort.collectionOrder
        self.init(handle: handle, first: first, after: after, sortKey: order.key, reverse: order.reverse, filters: filters)
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        var variables = listVariables(first: first, after: after, sortKey: sortKey?.rawValue, reverse: reverse, filters: filters)
        variables["handle"] = .string(handle)
        return variables
    }
}
