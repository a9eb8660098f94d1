import StoreKitCore

/// One entry of the store's menu on the home screen, indented by its depth.
public struct MenuRow: Equatable, Sendable {
    public var title: String
    public var destination: MenuEntry.Destination
    public var depth: Int

    public init(title: String, destination: MenuEntry.Destination, depth: Int) {
        self.title = title
        self.destination = destination
        self.depth = depth
    }

    /// The menu's entries, depth first, as rows.
    static func rows(_ menu: StoreMenu) -> [MenuRow] {
        menu.flattened.map { MenuRow(title: $0.entry.title, destination: $0.entry.destination, depth: $0.depth) }
    }
}

extension MenuEntry.Destination {
    /// True for an entry the browser opens.
    var isWebLink: Bool { if case .web = self { return true } else { return false } }
}
