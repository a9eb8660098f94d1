import Foundation
import StoreKitCore

/// The store's main menu as the home screen (Shopify gives menus only to a client with a token;
/// without one, or when the store has no main menu, the home screen lists the collections).
enum HomeMenu {
    /// The launch screen's menu arrived (or is gone): the rows, the selection kept where it was.
    static func received(_ menu: StoreMenu?, _ state: inout AppState) {
        guard let menu, !menu.items.isEmpty else {
            state.menu = nil
            state.browsingCollections = false
            return
        }
        var list = ListState<MenuRow>()
        list.append(Page(items: MenuRow.rows(menu) + (state.everywhereOffered ? [MenuRow.everywhere] : []), hasNextPage: false, endCursor: nil))
        list.select(state.menu?.selected ?? 0, rows: state.contentRows)
        state.menu = list
    }

    /// ⏎ on a menu entry: a collection or a product opens, "all collections" lists them, search
    /// searches; a link the terminal cannot show opens in the browser.
    static func follow(_ row: MenuRow, _ state: inout AppState, _ effects: inout [Effect]) {
        if row.searchesEverywhere { return Navigation.openEverywhere(&state, &effects) }
        switch row.destination {
        case .collection(let handle):
            Navigation.openCollection(handle: handle, title: row.title, &state, &effects)
        case .product(let handle):
            Navigation.openProduct(handle: handle, title: row.title, &state, &effects)
        case .allCollections:
            state.browsingCollections = true
            Lists.loadMore(&state, &effects)
        case .search:
            Navigation.openSearch(&state, &effects)
        case .home:
            state.status = StatusLine("This is the shop's home.")
        case .web(let url?):
            effects.append(.openURL(url))
            state.status = StatusLine("Opened \(row.title) in the browser.")
        case .web(nil):
            state.status = StatusLine("“\(row.title)” leads nowhere a terminal can follow.", kind: .error)
        }
    }
}
