import StoreKitCore

/// The country and language picker for the root (``ScreenFeature``): the store's countries.
enum MarketsFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String { "Country & language" }

    static func keyContext(_ state: AppState) -> KeyContext { .markets }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        guard let screen = state.screen.markets else { return }
        Views.markets(&frame, state, screen, area)
    }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        let rows = MarketLayout.listRows(state)
        state.stack[state.top].markets?.countries.move(by: delta, rows: rows)
    }

    static func moveToEnd(_ state: inout AppState, _ effects: inout [Effect]) {
        let rows = MarketLayout.listRows(state)
        state.stack[state.top].markets?.countries.moveToEnd(rows: rows)
    }

    static func canMove(_ action: Action, _ state: AppState) -> Bool { action != .open && (state.screen.markets?.countries.items.count ?? 0) > 1 }

    static func hasFailure(_ state: AppState) -> Bool { state.showsError || state.screen.markets?.countries.error != nil }

    static func retry(_ state: inout AppState, _ effects: inout [Effect]) { MarketPicker.retry(&state, &effects) }

    static func listPosition(_ state: AppState) -> String? {
        guard let countries = state.screen.markets?.countries, !countries.items.isEmpty else { return nil }
        return countries.position
    }
}
