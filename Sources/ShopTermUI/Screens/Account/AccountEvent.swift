import StoreKitCore

/// What the answers to the Account screen's requests become.
enum AccountEvent: ScreenEvent {
    /// The store's answer to the screen's request (a login, a change of the address book, a
    /// reload, the browser login's steps).
    case answered(Result<AccountAnswer, StoreFailure>)

    func apply(depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        guard state.stack.indices.contains(depth), var screen = state.stack[depth].account else { return }
        switch self {
        case .answered(let result): Account.received(result, &screen, depth: depth, &state, &effects)
        }
        state.stack[depth] = .account(screen)
    }
}
