import StoreKitCore

/// Home for the root (``ScreenFeature``): the store's main menu when it has one, else the
/// collections; while the shop loads, what is waited for.
enum HomeFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String { "Home" }

    static func keyContext(_ state: AppState) -> KeyContext { .home }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) { Views.home(&frame, state, area) }

    /// True when home lists the collections under the search of every store's entry.
    static func showsEverywhereEntry(_ state: AppState) -> Bool { state.everywhereOffered && state.homeMenu == nil }

    /// The rows the home list has (one less under the entry).
    private static func listRows(_ state: AppState) -> Int { state.contentRows - (showsEverywhereEntry(state) ? 1 : 0) }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        let rows = listRows(state)
        if state.homeMenu != nil {
            state.menu?.move(by: delta, rows: rows)
        } else {
            state.collections.move(by: delta, rows: rows)
        }
    }

    static func moveToEnd(_ state: inout AppState, _ effects: inout [Effect]) {
        let rows = listRows(state)
        if state.homeMenu != nil {
            state.menu?.moveToEnd(rows: rows)
        } else {
            state.collections.moveToEnd(rows: rows)
        }
    }

    static func loadMore(_ state: inout AppState, _ effects: inout [Effect]) { Lists.loadMoreCollections(&state, &effects) }

    static func canMove(_ action: Action, _ state: AppState) -> Bool { !(state.homeMenu?.items.isEmpty ?? state.collections.items.isEmpty) }

    static func open(_ state: inout AppState, _ effects: inout [Effect]) {
        if let menu = state.homeMenu {
            guard let row = menu.current else { return }
            return HomeMenu.follow(row, &state, &effects)
        }
        guard let collection = state.collections.current else { return }
        Navigation.openCollection(handle: collection.handle, title: collection.title, &state, &effects)
    }

    static func hasFailure(_ state: AppState) -> Bool {
        state.showsError || state.collections.error != nil || (state.shop == nil && state.shopRequest == nil)
    }

    static func retry(_ state: inout AppState, _ effects: inout [Effect]) {
        state.collections.error = nil
        if state.shop == nil && state.shopRequest == nil { return state.loadShop(&effects) }
        loadMore(&state, &effects)
    }

    static func listPosition(_ state: AppState) -> String? {
        (state.homeMenu?.items.isEmpty ?? state.collections.items.isEmpty) ? nil : state.homeMenu?.position ?? state.collections.position
    }

    static func busyText(_ state: AppState) -> String? {
        // A saved catalog on screen is refreshed behind it: nobody waits for that.
        if state.collections.items.isEmpty, state.isWaiting(.collections) || state.shopRequest != nil { return "Loading the shop…" }
        if state.isWaiting(.collections), state.collections.selected >= state.collections.items.count - 1 {
            return "Loading more collections…"
        }
        return nil
    }

    static func clickableList(_ state: AppState) -> (offset: Int, selected: Int, firstRow: Int)? {
        (
            state.homeMenu?.offset ?? state.collections.offset, state.homeMenu?.selected ?? state.collections.selected,
            showsEverywhereEntry(state) ? 2 : 1
        )
    }
}
