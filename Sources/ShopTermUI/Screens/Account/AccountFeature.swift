import StoreKitCore

/// The Account screen for the root (``ScreenFeature``): the ways to log in, a form, or the
/// logged-in customer's profile, addresses and orders.
enum AccountFeature: ScreenFeature {
    static func title(_ screen: Screen) -> String { "Account" }

    static func keyContext(_ state: AppState) -> KeyContext { state.screen.account?.isForm == true ? .accountForm : .account }

    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area) {
        guard let screen = state.screen.account else { return }
        Views.account(&frame, state, screen, area)
    }

    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.account else { return }
        if screen.isForm {
            Account.perform(delta < 0 ? .previousField : .nextField, &state, &effects)
        } else if screen.mode == .choose {
            let choices = AccountScreen.loginChoices(state).count
            state.stack[state.top].account?.selection = min(max(0, screen.selection + Lists.clamp(delta)), max(0, choices - 1))
        } else {
            let count = state.account?.items.count ?? 0
            state.stack[state.top].account?.selection = min(max(0, screen.selection + Lists.clamp(delta)), max(0, count - 1))
        }
    }

    static func canMove(_ action: Action, _ state: AppState) -> Bool {
        guard let screen = state.screen.account else { return false }
        if screen.mode == .choose { return true }
        guard !screen.isForm, let items = state.account?.items else { return false }
        return action == .open ? items.indices.contains(screen.selection) : items.count > 1
    }

    static func open(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.account else { return }
        if screen.mode == .choose { return Account.choose(&state, &effects) }
        Account.open(item: screen, &state, &effects)
    }

    static func hasFailure(_ state: AppState) -> Bool { true }

    static func busyText(_ state: AppState) -> String? {
        if let activity = state.screen.account?.activity { return activity.description }
        return state.accountRequest != nil ? AccountScreen.Activity.loading.description : nil
    }
}
