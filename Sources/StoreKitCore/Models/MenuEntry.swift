import Foundation

/// One entry of a menu.
public struct MenuEntry: Sendable, Hashable, Codable {
    /// The entry's title, as the shopper reads it.
    public var title: String
    /// Where it leads.
    public var destination: Destination
    /// The entries under it.
    public var items: [MenuEntry]

    /// Where an entry leads, as a terminal storefront can follow it.
    public enum Destination: Sendable, Hashable, Codable {
        /// A collection, by handle.
        case collection(String)
        /// A product, by handle.
        case product(String)
        /// Every collection (a `COLLECTIONS` or `CATALOG` link).
        case allCollections
        /// The store's search.
        case search
        /// The store's front page.
        case home
        /// Anything else (a page, a blog, a policy, another site): its web address, when it has one.
        case web(URL?)
    }

    /// An entry `title` leading to `destination`, with `items` under it.
    public init(title: String, destination: Destination, items: [MenuEntry] = []) {
        self.title = title
        self.destination = destination
        self.items = items
    }
}

extension MenuEntry {
    /// An entry as the store sends it (`MenuItem`): `type`, `url` and, for collections and
    /// products, the linked `resource` with its handle.
    init(type: String, title: String, url: String?, resourceHandle: String?, items: [MenuEntry]) {
        let link = url.flatMap(URL.init(string:)).flatMap { ["http", "https"].contains($0.scheme?.lowercased() ?? "") ? $0 : nil }
        let destination: Destination
        switch (type, resourceHandle) {
        case ("COLLECTION", let handle?): destination = .collection(handle)
        case ("PRODUCT", let handle?): destination = .product(handle)
        case ("COLLECTIONS", _), ("CATALOG", _): destination = .allCollections
        case ("SEARCH", _): destination = .search
        case ("FRONTPAGE", _): destination = .home
        default: destination = .web(link)
        }
        self.init(title: title, destination: destination, items: items)
    }
}
