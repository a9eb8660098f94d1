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
