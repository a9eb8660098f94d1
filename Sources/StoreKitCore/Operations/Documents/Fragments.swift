// Every GraphQL document shopterm sends lives in this folder. Fragments are shared so that a
// field is asked for in one place; each operation asks only for what shopterm shows.
//
// Operations declare `$country` and `$language` and pass them to `@inContext`; the client fills
// them from the buyer context when set and leaves them out otherwise.

/// Fragments shared by the catalog documents.
public enum Fragments {
    public static let money = GraphQLFragment("MoneyFields", """
        fragment MoneyFields on MoneyV2 { amount currencyCode }
        """)

    public static let pageInfo = GraphQLFragment("PageInfoFields", """
        fragment PageInfoFields on PageInfo { hasNextPage endCursor }
        """)

    public static let image = GraphQLFragment("ImageFields", """
        fragment ImageFields on Image { url altText width height }
        """)

    public static let policy = GraphQLFragment("PolicyFields", """
        fragment PolicyFields on ShopPolicy { title url }
        """)

    public static let collectionSummary = GraphQLFragment("CollectionSummaryFields", """
        fragment CollectionSummaryFields on Collection { id handle title description }
        """)

    public static let productSummary = GraphQLFragment("ProductSummaryFields", """
        fragment ProductSummaryFields on Product {
          id handle title vendor productType availableForSale
          priceRange { minVariantPrice { ...MoneyFields } maxVariantPrice { ...MoneyFields } }
          compareAtPriceRange { maxVariantPrice { ...MoneyFields } }
          featuredImage { ...ImageFields }
        }
        """, uses: [money, image])

    public static let variant = GraphQLFragment("VariantFields", """
        fragment VariantFields on ProductVariant {
          id title sku availableForSale
          price { ...MoneyFields }
          compareAtPrice { ...MoneyFields }
          selectedOptions { name value }
          image { ...ImageFields }
        }
        """, uses: [money, image])

    public static let productDetail = GraphQLFragment("ProductDetailFields", """
        fragment ProductDetailFields on Product {
          ...ProductSummaryFields
          description tags
          options { name values }
          images(first: 20) { nodes { ...ImageFields } }
          variants(first: 250) { nodes { ...VariantFields } pageInfo { ...PageInfoFields } }
        }
        """, uses: [productSummary, image, variant, pageInfo])
}
