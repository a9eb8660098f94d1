/// What the account's load becomes (at launch, after a paid order): the signed-in customer,
/// whatever screen is on top when it comes.
enum AccountLoadEvent: AppEvent {
    /// The store's answer to the load (``AppState/loadAccount(renew:_:)``).
    case loaded(Result<AccountAnswer, StoreFailure>)

    func apply(_ state: inout AppState, _ effects: inout [Effect]) {
        switch self {
        case .loaded(let result): Account.applyLoad(result, &state, &effects)
        }
    }
}
