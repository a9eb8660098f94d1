import StoreKitCore

/// What the answers to the Account screen's requests become.
enum AccountEvent: ScreenEvent {
    /// The store's answer to the screen's request (a login, a change of the address book, a
    /// reload, the browser login's steps).
    case answered(Result<AccountAnswer, StoreFailure>)

    func apply(depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        state.updateScreen(at: depth, \.account) { screen, state in
            switch self {
            case .answered(let result): Account.received(result, &screen, depth: depth, &state, &effects)
            }
        }
    }
}
