/// The launch screen in one request: shop, first page of collections, and the first page of
/// the first collection's products.
public struct HomeQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The shop: name, currency, money format, policies.
        public var shop: Shop
        /// The first page of collections.
        public var collections: Page<CollectionSummary>
        private var firstCollection: Nodes<FirstCollection>

        struct FirstCollection: Decodable, Sendable {
            var handle: String
            var products: Page<ProductSummary>
        }
        /// The first collection's handle and first page of products (nil without collections).
        public var firstProducts: (handle: String, page: Page<ProductSummary>)? {
            firstCollection.nodes.first.map { ($0.handle, $0.products) }
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Home"
    /// The longest page it asks for, which bounds its query cost.
    public static let largestPage = productPageLimit
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Home($first: Int!, $productsFirst: Int!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          shop { ...ShopFields }
          collections(first: $first) {
            nodes { ...CollectionSummaryFields }
            pageInfo { ...PageInfoFields }
          }
          firstCollection: collections(first: 1) {
            nodes {
              handle
              products(first: $productsFirst) {
                nodes { ...ProductSummaryFields }
                pageInfo { ...PageInfoFields }
              }
            }
          }
        }
        """, fragments: [Shop.fragment, CollectionSummary.fragment, ProductSummary.fragment, PageInfo.fragment])
    /// How many collections the page asks for.
    public var first: Int
    /// How many of the first collection's products come with it.
    public var productsFirst: Int

    /// The operation for these values (they become its variables).
    public init(first: Int, productsFirst: Int) {
        self.first = first
        self.productsFirst = productsFirst
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["first": .int(first), "productsFirst": .int(productsFirst)] }
}
