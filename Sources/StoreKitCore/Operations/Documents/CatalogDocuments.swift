/// The catalog's documents: shop, collections, products, product, node.
public enum CatalogDocuments {
    public static let shopFields = GraphQLFragment("ShopFields", """
        fragment ShopFields on Shop {
          name description moneyFormat
          paymentSettings { currencyCode countryCode }
          primaryDomain { url }
          privacyPolicy { ...PolicyFields }
          refundPolicy { ...PolicyFields }
          shippingPolicy { ...PolicyFields }
          termsOfService { ...PolicyFields }
        }
        """, uses: [Fragments.policy])

    public static let shop = GraphQLDocument("""
        query Shop($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          shop { ...ShopFields }
        }
        """, fragments: [shopFields])

    /// What the storefront shows at launch, in one round trip: the shop, the first page of
    /// collections, and the first page of products of the first collection (the one under the
    /// cursor), through an alias of `collections`.
    public static let home = GraphQLDocument("""
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
        """, fragments: [shopFields, Fragments.collectionSummary, Fragments.productSummary, Fragments.pageInfo])

    public static let collections = GraphQLDocument("""
        query Collections($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          collections(first: $first, after: $after) {
            nodes { ...CollectionSummaryFields }
            pageInfo { ...PageInfoFields }
          }
        }
        """, fragments: [Fragments.collectionSummary, Fragments.pageInfo])

    public static let collectionProducts = GraphQLDocument("""
        query CollectionProducts($handle: String!, $first: Int!, $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          collection(handle: $handle) {
            ...CollectionSummaryFields
            products(first: $first, after: $after) {
              nodes { ...ProductSummaryFields }
              pageInfo { ...PageInfoFields }
            }
          }
        }
        """, fragments: [Fragments.collectionSummary, Fragments.productSummary, Fragments.pageInfo])

    public static let products = GraphQLDocument("""
        query Products($first: Int!, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
            nodes { ...ProductSummaryFields }
            pageInfo { ...PageInfoFields }
          }
        }
        """, fragments: [Fragments.productSummary, Fragments.pageInfo])

    public static let product = GraphQLDocument("""
        query Product($handle: String, $id: ID, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) { ...ProductDetailFields }
        }
        """, fragments: [Fragments.productDetail])

    public static let node = GraphQLDocument("""
        query Node($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          node(id: $id) {
            __typename id
            ... on Product { ...ProductSummaryFields }
            ... on Collection { ...CollectionSummaryFields }
            ... on ProductVariant { ...VariantFields product { handle title } }
          }
        }
        """, fragments: [Fragments.productSummary, Fragments.collectionSummary, Fragments.variant])
}
