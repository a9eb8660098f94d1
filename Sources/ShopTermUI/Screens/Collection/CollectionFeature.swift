import StoreKitCore

/// A collection's products for the root (``ScreenFeature``): a list loaded a page at a time.
enum CollectionFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String { screen.collection?.title ?? "" }

    static func keyContext(_ state: AppState) -> KeyContext { state.screen.collection.map { .list($0.finding) } ?? .collection }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        guard let screen = state.screen.collection else { return }
        Views.collection(&frame, state, screen, area)
    }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        let rows = state.contentRows
        state.stack[state.top].collection?.products.move(by: delta, rows: rows)
    }

    static func moveToEnd(_ state: inout AppState, _ effects: inout [Effect]) {
        let rows = state.contentRows
        state.stack[state.top].collection?.products.moveToEnd(rows: rows)
    }

    static func loadMore(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.collection, !state.isWaiting(.page), screen.products.wantsMore(prefetch: Paging.prefetchRows(state))
        else { return }
        state.send(
            .collectionProducts(handle: screen.handle, after: screen.products.endCursor, options: screen.finding.options), for: .page,
            busy: .saying("Loading products…"), then: CollectionEvent.page, &effects)
    }

    static func canMove(_ action: Action, _ state: AppState) -> Bool { !(state.screen.collection?.products.items.isEmpty ?? true) }

    static func open(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let product = state.screen.collection?.products.current else { return }
        Navigation.openProduct(product, &state, &effects)
    }

    static func hasFailure(_ state: AppState) -> Bool { state.showsError || state.screen.collection?.products.error != nil }

    static func retry(_ state: inout AppState, _ effects: inout [Effect]) {
        state.stack[state.top].collection?.products.error = nil
        loadMore(&state, &effects)
    }

    static func listPosition(_ state: AppState) -> String? {
        guard let products = state.screen.collection?.products, !products.items.isEmpty else { return nil }
        return products.position
    }

    static func clickableList(_ state: AppState) -> (offset: Int, selected: Int, firstRow: Int)? {
        state.screen.collection.map { ($0.products.offset, $0.products.selected, 1) }
    }
}
