import StoreKitCore

/// The checkout for the root (``ScreenFeature``): its steps, each with its keys; moving goes
/// through the shipping rates, or through a form's fields.
enum CheckoutFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String { "Checkout" }

    static func keyContext(_ state: AppState) -> KeyContext {
        switch state.screen.checkout?.step {
        case .contact, .shipping, nil: return .form
        case .rates: return .rates
        case .review: return .review
        case .handoff, .paid: return .handoff
        }
    }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        guard let screen = state.screen.checkout else { return }
        Views.checkout(&frame, state, screen, area)
    }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.checkout else { return }
        switch screen.step {
        case .rates:
            let count = screen.checkout?.shippingRates.count ?? 0
            state.stack[state.top].checkout?.rateSelection = min(max(0, screen.rateSelection + Lists.clamp(delta)), max(0, count - 1))
        case .contact, .shipping:
            Checkout.perform(delta < 0 ? .previousField : .nextField, &state, &effects)
        default:
            break
        }
    }

    static func canMove(_ action: Action, _ state: AppState) -> Bool {
        guard let screen = state.screen.checkout else { return false }
        return screen.step == .rates && (screen.checkout?.shippingRates.count ?? 0) > 1 && action != .open
    }

    /// What the request under way does, for the status line; not the wait for payment, which the
    /// handoff page says itself beside the link (said twice, it read as two waits).
    static func busyText(_ state: AppState) -> String? {
        guard let activity = state.screen.checkout?.activity, activity != .waitingForPayment else { return nil }
        return activity.description
    }
}
