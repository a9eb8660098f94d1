import GraphQL
import StoreKitCore

/// `menu(handle:)`: the demo store's "main-menu", made from its catalog as a merchant's first
/// menu looks: Home, a "Shop" entry holding every collection, and Search. Any other handle is
/// null, as Shopify answers for a menu it does not have. Token only (see ``TokenOnlyFields``).
enum MenuResolvers {
    static let table: [String: GraphQLFieldResolve] = [
        "QueryRoot.menu": resolver(Root.self) { _, args, context in
            guard args["handle"].string == mainMenuHandle else { return nil }
            return mainMenu(context.catalog, host: context.publicHost)
        },
        "Menu.itemsCount": resolver(MenuSource.self) { menu, _, _ in menu.items.count },
    ]

    /// The handle of a Shopify store's first navigation menu, "Main menu".
    static let mainMenuHandle = "main-menu"

    static func mainMenu(_ catalog: DemoCatalog, host: String) -> MenuSource {
        let base = "https://\(host)"
        let collections = catalog.collections.enumerated().map { index, collection in
            MenuItemSource(
                id: "gid://shopify/MenuItem/\(100 + index)", title: collection.title, type: "COLLECTION",
                url: "\(base)/collections/\(collection.handle)", resourceId: collection.id, resource: collection)
        }
        return MenuSource(
            id: "gid://shopify/Menu/1", handle: mainMenuHandle, title: "Main menu",
            items: [
                MenuItemSource(id: "gid://shopify/MenuItem/1", title: "Home", type: "FRONTPAGE", url: "\(base)/"),
                MenuItemSource(id: "gid://shopify/MenuItem/2", title: "Shop", type: "CATALOG", url: "\(base)/collections/all", items: collections),
                MenuItemSource(id: "gid://shopify/MenuItem/3", title: "Search", type: "SEARCH", url: "\(base)/search"),
            ])
    }
}
