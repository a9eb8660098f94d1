import StoreKitCore

/// The cart for the root (``ScreenFeature``): its lines, then its codes and the rows under them.
enum CartFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String { "Cart" }

    static func keyContext(_ state: AppState) -> KeyContext { .cart }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) { Views.cart(&frame, state, area) }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        // Past the last line or code, the rows under it (discounts, shipping, taxes) scroll into sight.
        let below = CartRow.scrollBelow(Views.cartRows(state), height: Views.cartBodyHeight(state))
        state.cart.selection = min(max(0, state.cart.selection + Lists.clamp(delta)), max(0, state.cart.rowCount - 1 + below))
    }

    static func canMove(_ action: Action, _ state: AppState) -> Bool { state.cart.rowCount > 1 && action != .open }

    static func busyText(_ state: AppState) -> String? { state.cartChecking != nil ? "Checking prices and stock…" : nil }
}
