import StoreKitCore

/// The search of every store for the root (``ScreenFeature``): the query, the results, the
/// offers of one.
enum EverywhereFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String {
        guard let everywhere = screen.everywhere else { return "Every store" }
        if let product = everywhere.opened { return "Offers of “\(product.title)”" }
        return everywhere.searched.map { "Every store “\($0)”" } ?? "Every store"
    }

    static func keyContext(_ state: AppState) -> KeyContext {
        state.screen.everywhere?.editing == true ? .everywhere : .everywhereList
    }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        guard let screen = state.screen.everywhere else { return }
        Views.everywhere(&frame, state, screen, area)
    }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        let rows = state.contentRows
        guard var screen = state.screen.everywhere, !screen.editing else { return }
        if screen.showsOffers { screen.offers.move(by: delta, rows: rows) } else { screen.results.move(by: delta, rows: rows) }
        state.stack[state.top] = .everywhere(screen)
    }

    static func loadMore(_ state: inout AppState, _ effects: inout [Effect]) { Everywhere.loadMore(&state, &effects) }

    static func canMove(_ action: Action, _ state: AppState) -> Bool {
        guard let screen = state.screen.everywhere, !screen.editing else { return false }
        return screen.showsOffers ? !screen.offers.items.isEmpty : !screen.results.items.isEmpty
    }

    static func open(_ state: inout AppState, _ effects: inout [Effect]) { Everywhere.openCurrent(&state, &effects) }

    static func hasFailure(_ state: AppState) -> Bool { state.showsError || state.screen.everywhere?.results.error != nil }

    static func retry(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.everywhere else { return }
        if screen.results.items.isEmpty, screen.searched != nil {
            state.stack[state.top].everywhere?.query = screen.searched ?? ""
            return Everywhere.run(&state, &effects)
        }
        state.stack[state.top].everywhere?.results.error = nil
        Everywhere.loadMore(&state, &effects)
    }

    static func listPosition(_ state: AppState) -> String? {
        guard let screen = state.screen.everywhere, !screen.editing else { return nil }
        if screen.showsOffers { return screen.offers.items.isEmpty ? nil : screen.offers.position }
        return screen.results.items.isEmpty ? nil : screen.results.position
    }

    static func clickableList(_ state: AppState) -> (offset: Int, selected: Int, firstRow: Int)? {
        guard let screen = state.screen.everywhere, !screen.editing else { return nil }
        // The list starts under the query and its line of help.
        return screen.showsOffers
            ? (screen.offers.offset, screen.offers.selected, 4 + EverywhereLayout.offersHeaderRows)
            : (screen.results.offset, screen.results.selected, 4)
    }
}
