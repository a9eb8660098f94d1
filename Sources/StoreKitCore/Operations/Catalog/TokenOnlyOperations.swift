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

/// One variant's count (`node(id:)`): the stock of a variant chosen on a product whose
/// variants were not all read. Token only, as every count.
public struct VariantStockQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The variant, when the store has it.
        public var node: Variant?
        /// A variant's count (nil: the store does not track it).
        public struct Variant: Decodable, Sendable {
            /// How many the store has (nil: it does not track the variant).
            public var quantityAvailable: Int?
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "VariantStock"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query VariantStock($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          node(id: $id) { ... on ProductVariant { quantityAvailable } }
        }
        """)
    /// The variant's global ID.
    public var id: ProductVariant.ID

    /// The operation for these values (they become its variables).
    public init(id: ProductVariant.ID) { self.id = id }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["id": .string(id.rawValue)] }
}

/// `product { tags }`: only a token with the `unauthenticated_read_product_tags` scope may read
/// a product's tags (Storefront API reference, "Tokenless access"), so they have a query of their
/// own beside ``ProductQuery``.
public struct ProductTagsQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The product's tags, when the store has the product.
        public var product: Tags?
        /// A product's tags.
        public struct Tags: Decodable, Sendable {
            /// The product's tags.
            public var tags: [String]
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "ProductTags"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query ProductTags($handle: String, $id: ID, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) { tags }
        }
        """)
    /// The product whose tags are read.
    public var reference: ProductQuery.Reference

    /// The operation for these values (they become its variables).
    public init(_ reference: ProductQuery.Reference) {
        self.reference = reference
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ProductQuery(reference).variables }
}

/// `menu(handle:)`: a navigation menu of the store ("main-menu" is the one every theme starts
/// with), three levels deep. Only a token with the `unauthenticated_read_content` scope may read
/// menus (Storefront API reference, `Menu`: "Requires unauthenticated_read_content access
/// scope"), so a tokenless client does not ask; nil when the store has no such menu.
public struct MenuQuery: GraphQLOperation {
    /// What the answer's `data` decodes into.
    public struct Data: Decodable, Sendable {
        /// The menu, when the store has one by that handle.
        public var menu: StoreMenu?

        private enum Keys: String, CodingKey { case menu }
        private struct Menu: Decodable {
            var title: String
            var items: [Item]
        }
        private struct Item: Decodable {
            var title: String
            var type: String
            var url: String?
            var resource: Resource?
            var items: [Item]?
            var entry: MenuEntry {
                MenuEntry(type: type, title: title, url: url, resourceHandle: resource?.handle, items: (items ?? []).map(\.entry))
            }
        }
        private struct Resource: Decodable { var handle: String? }

        /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
        public init(from decoder: any Decoder) throws {
            let menu = try decoder.container(keyedBy: Keys.self).decodeIfPresent(Menu.self, forKey: .menu)
            self.menu = menu.map { StoreMenu(title: $0.title, items: $0.items.map(\.entry)) }
        }
    }
    /// The operation's name, as its document names it.
    public static let operationName = "Menu"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = GraphQLDocument(
        """
        query Menu($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          menu(handle: $handle) {
            title
            items {
              ...MenuItemFields
              items {
                ...MenuItemFields
                items { ...MenuItemFields }
              }
            }
          }
        }
        """, fragments: [menuItemFields])
    /// What is read of each entry: where it leads.
    static let menuItemFields = GraphQLFragment(
        "MenuItemFields",
        """
        fragment MenuItemFields on MenuItem {
          title
          type
          url
          resource {
            ... on Collection { handle }
            ... on Product { handle }
          }
        }
        """)
    /// The menu every Online Store theme starts with.
    public static let mainMenu = "main-menu"
    /// The menu's handle.
    public var handle: String

    /// The operation for these values (they become its variables).
    public init(handle: String = mainMenu) {
        self.handle = handle
    }

    /// The document's variables, as sent.
    public var variables: [String: JSONValue] { ["handle": .string(handle)] }
}
