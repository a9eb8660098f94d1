/// The largest page the Storefront API serves.
public let maxPageSize = 250

/// The largest page of products one request asks for: at about 7 cost points a product, 100 keep
/// a page (or the launch screen's two) within the 1,000 a store answers tokenless.
public let productPageLimit = 100

/// The largest page of a product's variants one request asks for: at about 5 cost points a
/// variant, 100 keep the product's page within 1,000; a product with more (Shopify allows 2,048)
/// is read on in ``ProductVariantsQuery`` pages.
public let variantPageLimit = 100

/// `shop`: name, description, currency, money format, policies.
public struct ShopQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The shop.
        public var shop: Shop
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Shop"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Shop($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          shop { ...ShopFields }
        }
        """, fragments: [Shop.fragment])
    /// The operation for these values (they become its variables).
    public init() {}
    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { [:] }
}

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

/// One page of the shop's collections.
public struct CollectionsQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The page of collections.
        public var collections: Page<CollectionSummary>
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Collections"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Collections($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          collections(first: $first, after: $after) {
            nodes { ...CollectionSummaryFields }
            pageInfo { ...PageInfoFields }
          }
        }
        """, fragments: [CollectionSummary.fragment, PageInfo.fragment])
    /// How many collections the page asks for.
    public var first: Int
    /// The cursor after which the page starts (nil: the first page).
    public var after: String?

    /// The operation for these values (they become its variables).
    public init(first: Int, after: String? = nil) {
        self.first = first
        self.after = after
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        ["first": .int(first), "after": .optional(after)].compactMapValues { $0 }
    }
}

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

/// A product with its description, options, variants and images, by handle or by ID.
public struct ProductQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The product; nil when the store has none by that reference.
        public var product: Product?
    }
    /// How the product is named.
    public enum Reference: Sendable, Hashable {
        case handle(String)
        case id(ProductSummary.ID)

        /// A global ID when `text` looks like one, otherwise a handle.
        public init(_ text: String) {
            self = isGlobalID(text) ? .id(ProductSummary.ID(text)) : .handle(text)
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Product"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Product($handle: String, $id: ID, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) { ...ProductDetailFields }
        }
        """, fragments: [Product.fragment])
    /// The product asked for: by handle or by global ID.
    public var reference: Reference

    /// The operation for these values (they become its variables).
    public init(_ reference: Reference) {
        self.reference = reference
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        switch reference {
        case .handle(let handle): return ["handle": .string(handle)]
        case .id(let id): return ["id": .string(id.rawValue)]
        }
    }
}

/// Any object by its global ID (a variant with its price on each selling plan).
public struct NodeQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The node; nil when the store has none of that ID.
        public var node: StorefrontNode?
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Node"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Node($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          node(id: $id) {
            __typename id
            ... on Product { ...ProductSummaryFields }
            ... on Collection { ...CollectionSummaryFields }
            ... on ProductVariant {
              ...VariantFields
              product { handle title }
              sellingPlanAllocations(first: 20) { nodes { sellingPlan { id } priceAdjustments { price { ...MoneyFields } } } }
            }
          }
        }
        """, fragments: [ProductSummary.fragment, CollectionSummary.fragment, ProductVariant.fragment])
    /// The node's global ID.
    public var id: String

    /// The operation for these values (they become its variables).
    public init(id: String) {
        self.id = id
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["id": .string(id)] }
}

/// What `node(id:)` found.
public enum StorefrontNode: Sendable, Hashable, Decodable {
    case product(ProductSummary)
    case collection(CollectionSummary)
    /// A variant, with the handle and title of its product.
    case variant(ProductVariant, productHandle: String, productTitle: String)
    /// Any other type, by name and ID.
    case other(typename: String, id: String)

    // GraphQL names the type so: `__typename`.

    // swift-format-ignore: AlwaysUseLowerCamelCase

    private enum CodingKeys: String, CodingKey { case __typename, id, product }
    private struct ProductReference: Decodable {
        var handle: String
        var title: String
    }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let typename = try container.decode(String.self, forKey: .__typename)
        switch typename {
        case "Product": self = .product(try ProductSummary(from: decoder))
        case "Collection": self = .collection(try CollectionSummary(from: decoder))
        case "ProductVariant":
            let product = try container.decode(ProductReference.self, forKey: .product)
            self = .variant(try ProductVariant(from: decoder), productHandle: product.handle, productTitle: product.title)
        default: self = .other(typename: typename, id: try container.decode(String.self, forKey: .id))
        }
    }
}

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

/// The variant of a product with these options (`variantBySelectedOptions`): a variant chosen
/// on a product whose variants were not all read (Shopify allows 2,048 per product).
public struct VariantBySelectionQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The product, when the store has it.
        public var product: Found?
        /// The variant with the options chosen, nil when the product has none.
        public struct Found: Decodable, Sendable {
            /// The variant with those options; nil when there is none.
            public var variantBySelectedOptions: ProductVariant?
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "VariantBySelection"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query VariantBySelection($id: ID!, $selectedOptions: [SelectedOptionInput!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(id: $id) { variantBySelectedOptions(selectedOptions: $selectedOptions) { ...VariantFields } }
        }
        """, fragments: [ProductVariant.fragment])
    /// The product whose variant is looked up.
    public var productID: ProductSummary.ID
    /// The option values chosen (name and value each).
    public var selection: [SelectedOption]

    /// The operation for these values (they become its variables).
    public init(productID: ProductSummary.ID, selection: [SelectedOption]) {
        self.productID = productID
        self.selection = selection
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] {
        [
            "id": .string(productID.rawValue),
            "selectedOptions": .array(selection.map { .object(["name": .string($0.name), "value": .string($0.value)]) }),
        ]
    }
}
