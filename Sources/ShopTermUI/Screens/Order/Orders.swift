import StoreKitCore

/// The order page's keys: open or copy its status page.
enum Orders {
    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.order else { return }
        guard let url = try? CheckoutURL.validated(screen.order.statusUrl) else {
            state.status = StatusLine("The store gave no usable address for this order's status page.", kind: .error)
            return
        }
        switch action {
        case .openInBrowser:
            effects.append(.openURL(url))
            state.status = StatusLine("Opening \(screen.order.name)'s status page in the browser…")
        case .copyURL:
            effects.append(.copy(url.absoluteString))
            state.status = StatusLine("Copied the URL of \(screen.order.name)'s status page.")
        default:
            break
        }
    }
}
