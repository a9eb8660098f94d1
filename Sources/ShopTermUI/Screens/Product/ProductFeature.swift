import StoreKitCore

/// A product's page for the root (``ScreenFeature``): its rows (options, plan, quantity, then
/// "you may also like") take the focus; the picture takes the right of the page.
enum ProductFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String { screen.product?.title ?? "" }

    static func keyContext(_ state: AppState) -> KeyContext { .product }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        guard let screen = state.screen.product else { return }
        Views.product(&frame, state, screen, PictureLayout.productTextArea(state, screen))
    }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.product, let product = screen.product else { return }
        let rowCount = product.quantityRow + 1 + (screen.recommendations?.count ?? 0)
        state.stack[state.top].product?.focusedRow = min(max(0, screen.focusedRow + Lists.clamp(delta)), rowCount - 1)
        Products.keepFocusVisible(&state)
    }

    static func canMove(_ action: Action, _ state: AppState) -> Bool { state.screen.product?.product != nil && action != .open }

    static func hasFailure(_ state: AppState) -> Bool { state.showsError || state.screen.product?.error != nil }
}
