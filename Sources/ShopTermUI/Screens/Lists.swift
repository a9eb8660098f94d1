import StoreKitCore

/// Moving in lists, and loading the next page before the end is reached.
enum Lists {
    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        state.screen.feature.move(by: delta, &state, &effects)
        loadMore(&state, &effects)
    }

    /// A move of any size, kept within what an `Int` sum can hold.
    static func clamp(_ delta: Int) -> Int { max(-1_000_000, min(1_000_000, delta)) }

    /// `G`: the end of the list, the real one (the remaining pages are fetched as it goes);
    /// elsewhere, the last row.
    static func moveToEnd(_ state: inout AppState, _ effects: inout [Effect]) {
        state.screen.feature.moveToEnd(&state, &effects)
        loadMore(&state, &effects)
    }

    /// Asks for the next page of the visible list when the selection nears its end.
    static func loadMore(_ state: inout AppState, _ effects: inout [Effect]) {
        state.screen.feature.loadMore(&state, &effects)
    }

    static func loadMoreCollections(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.shopRequest == nil, !state.isWaiting(.collections),
            state.collections.wantsMore(prefetch: Paging.prefetchRows(state))
        else { return }
        state.loadCollections(&effects)
    }

    /// `r`: try again what failed on this screen (a list, home, the market picker; the product
    /// page and the account have their own `r`: ``ProductKeys``, ``AccountKeys``).
    static func retry(_ state: inout AppState, _ effects: inout [Effect]) {
        state.status = nil
        state.screen.feature.retry(&state, &effects)
    }

    /// After a resize: every list's selection stays on screen.
    static func keepSelectionsVisible(_ state: inout AppState) {
        let rows = state.contentRows
        let marketRows = MarketLayout.listRows(state)
        state.collections.select(state.collections.selected, rows: rows)
        if let selected = state.menu?.selected { state.menu?.select(selected, rows: rows) }
        for index in state.stack.indices {
            if let selected = state.stack[index].collection?.products.selected {
                state.stack[index].collection?.products.select(selected, rows: rows)
            }
            if let selected = state.stack[index].search?.results.selected { state.stack[index].search?.results.select(selected, rows: rows) }
            if let selected = state.stack[index].markets?.countries.selected {
                state.stack[index].markets?.countries.select(selected, rows: marketRows)
            }
        }
    }
}
