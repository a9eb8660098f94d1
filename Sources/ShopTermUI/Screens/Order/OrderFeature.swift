import StoreKitCore

/// One order's page for the root (``ScreenFeature``): it scrolls when it does not fit.
enum OrderFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String { screen.order.map { "Order \($0.order.name)" } ?? "Order" }

    static func keyContext(_ state: AppState) -> KeyContext { .order }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        guard let screen = state.screen.order else { return }
        Views.order(&frame, state, screen, area)
    }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.order else { return }
        let last = OrderLayout.maxScroll(screen.order, state: state)
        state.stack[state.top].order?.scroll = max(0, min(screen.scroll + Lists.clamp(delta), last))
    }

    static func canMove(_ action: Action, _ state: AppState) -> Bool {
        guard let screen = state.screen.order else { return false }
        return action != .open && OrderLayout.maxScroll(screen.order, state: state) > 0
    }
}
