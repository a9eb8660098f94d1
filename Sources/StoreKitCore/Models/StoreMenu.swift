import Foundation

/// A store's navigation menu (`menu(handle:)`): titled entries, each leading somewhere, nested
/// as the merchant arranged them (Shopify menus go three levels deep).
public struct StoreMenu: Sendable, Hashable, Codable {
    /// The menu's title ("Main menu").
    public var title: String
    /// Its top entries.
    public var items: [MenuEntry]

    /// A menu `title` of `items`.
    public init(title: String, items: [MenuEntry]) {
        self.title = title
        self.items = items
    }

    /// Every entry, depth first, with its depth (0 for the top level).
    public var flattened: [(entry: MenuEntry, depth: Int)] {
        func walk(_ items: [MenuEntry], _ depth: Int) -> [(entry: MenuEntry, depth: Int)] {
            items.flatMap { [($0, depth)] + walk($0.items, depth + 1) }
        }
        return walk(items, 0)
    }
}
