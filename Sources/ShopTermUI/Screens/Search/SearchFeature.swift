import StoreKitCore

/// A search for the root (``ScreenFeature``): the query being typed, then its results, a list
/// loaded a page at a time.
enum SearchFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String { screen.search?.searched.map { "Search “\($0)”" } ?? "Search" }

    static func keyContext(_ state: AppState) -> KeyContext {
        guard let search = state.screen.search else { return .search }
        return search.editing ? .search : .list(search.finding)
    }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        guard let screen = state.screen.search else { return }
        Views.search(&frame, state, screen, area)
    }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        let rows = state.contentRows
        state.stack[state.top].search?.results.move(by: delta, rows: rows)
    }

    static func moveToEnd(_ state: inout AppState, _ effects: inout [Effect]) {
        let rows = state.contentRows
        state.stack[state.top].search?.results.moveToEnd(rows: rows)
    }

    static func loadMore(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.search, !state.isWaiting(.page), let query = screen.searched,
            screen.results.wantsMore(prefetch: Paging.prefetchRows(state))
        else { return }
        state.send(
            .search(query: query, after: screen.results.endCursor, options: screen.finding.options), for: .page, busy: .saying("Searching…"),
            then: SearchEvent.page, &effects)
    }

    static func canMove(_ action: Action, _ state: AppState) -> Bool { !(state.screen.search?.results.items.isEmpty ?? true) }

    static func open(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let product = state.screen.search?.results.current else { return }
        Navigation.openProduct(product, &state, &effects)
    }

    static func hasFailure(_ state: AppState) -> Bool { state.showsError || state.screen.search?.results.error != nil }

    static func retry(_ state: inout AppState, _ effects: inout [Effect]) {
        state.stack[state.top].search?.results.error = nil
        loadMore(&state, &effects)
    }

    static func listPosition(_ state: AppState) -> String? {
        guard let search = state.screen.search, !search.results.items.isEmpty, !search.editing else { return nil }
        return search.results.position
    }

    static func clickableList(_ state: AppState) -> (offset: Int, selected: Int, firstRow: Int)? {
        // The results start three rows lower than a list: under the query and its suggestions.
        guard let search = state.screen.search, !search.editing else { return nil }
        return (search.results.offset, search.results.selected, 4)
    }
}
