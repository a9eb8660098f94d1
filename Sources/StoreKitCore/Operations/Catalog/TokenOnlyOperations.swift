/// `product { variants { quantityAvailable } }`: how many of each variant the store has.
///
/// Only a token with the `unauthenticated_read_product_inventory` scope may read
/// `quantityAvailable` (Storefront API reference, "Tokenless access"); other requests get
/// ACCESS_DENIED with the field's parent nulled. So it is asked for in a query of its own, beside
/// ``ProductQuery``, and a refusal costs nothing but the numbers.
public struct ProductStockQuery: GraphQLOperation {
    public struct Data: Decodable, Sendable {
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
    public static let operationName = "ProductStock"
    public static let document = GraphQLDocument(
        """
        query ProductStock($handle: String, $id: ID, $after: String, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) {
            variants(first: 250, after: $after) { nodes { id quantityAvailable } pageInfo { ...PageInfoFields } }
          }
        }
        """, fragments: [PageInfo.fragment])
    public var reference: ProductQuery.Reference
    public var after: String?

    public init(_ reference: ProductQuery.Reference, after: String? = nil) {
        self.reference = reference
        self.after = after
    }

    public var variables: [String: JSONValue] {
        var variables = ProductQuery(reference).variables
        if let after { variables["after"] = .string(after) }
        return variables
    }
}

/// One variant's count (`node(id:)`): the stock of a variant chosen on a product whose
/// variants were not all read. Token only, as every count.
public struct VariantStockQuery: GraphQLOperation {
    public struct Data: Decodable, Sendable {
        public var node: Variant?
        public struct Variant: Decodable, Sendable { public var quantityAvailable: Int? }
    }
    public static let operationName = "VariantStock"
    public static let document = GraphQLDocument(
        """
        query VariantStock($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          node(id: $id) { ... on ProductVariant { quantityAvailable } }
        }
        """)
    public var id: ProductVariant.ID

    public init(id: ProductVariant.ID) { self.id = id }

    public var variables: [String: JSONValue] { ["id": .string(id.rawValue)] }
}

/// `product { tags }`: only a token with the `unauthenticated_read_product_tags` scope may read
/// a product's tags (Storefront API reference, "Tokenless access"), so they have a query of their
/// own beside ``ProductQuery``.
public struct ProductTagsQuery: GraphQLOperation {
    public struct Data: Decodable, Sendable {
        public var product: Tags?
        public struct Tags: Decodable, Sendable { public var tags: [String] }
    }
    public static let operationName = "ProductTags"
    public static let document = GraphQLDocument(
        """
        query ProductTags($handle: String, $id: ID, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          product(handle: $handle, id: $id) { tags }
        }
        """)
    public var reference: ProductQuery.Reference

    public init(_ reference: ProductQuery.Reference) {
        self.reference = reference
    }

    public var variables: [String: JSONValue] { ProductQuery(reference).variables }
}

/// `menu(handle:)`: a navigation menu of the store ("main-menu" is the one every theme starts
/// with), three levels deep. Only a token with the `unauthenticated_read_content` scope may read
/// menus (Storefront API reference, `Menu`: "Requires unauthenticated_read_content access
/// scope"), so a tokenless client does not ask; nil when the store has no such menu.
public struct MenuQuery: GraphQLOperation {
    public struct Data: Decodable, Sendable {
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

        public init(from decoder: any Decoder) throws {
            let menu = try decoder.container(keyedBy: Keys.self).decodeIfPresent(Menu.self, forKey: .menu)
            self.menu = menu.map { StoreMenu(title: $0.title, items: $0.items.map(\.entry)) }
        }
    }
    public static let operationName = "Menu"
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
    public var handle: String

    public init(handle: String = mainMenu) {
        self.handle = handle
    }

    public var variables: [String: JSONValue] { ["handle": .string(handle)] }
}
