import StoreKitCore

/// One entry of the store's menu on the home screen, indented by its depth.
public struct MenuRow: Equatable, Sendable {
    public var title: String
    public var destination: MenuEntry.Destination
    public var depth: Int
    /// The storefront's own entry after the store's: the search of every store.
    public var searchesEverywhere = false

    public init(title: String, destination: MenuEntry.Destination, depth: Int, searchesEverywhere: Bool = false) {
        self.title = title
        self.destination = destination
        self.depth = depth
        self.searchesEverywhere = searchesEverywhere
    }

    /// The menu's entries, depth first, as rows.
    static func rows(_ menu: StoreMenu) -> [MenuRow] {
        menu.flattened.map { MenuRow(title: $0.entry.title, destination: $0.entry.destination, depth: $0.depth) }
    }

    /// The home screen's entry of the search of every store, after the store's own.
    static let everywhere = MenuRow(title: "Search every store", destination: .search, depth: 0, searchesEverywhere: true)
}

extension MenuEntry.Destination {
    /// True for an entry the browser opens.
    var isWebLink: Bool { if case .web = self { return true } else { return false } }
}
