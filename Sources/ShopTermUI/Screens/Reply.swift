/// What the answer to one request becomes for the screen that sent it: the screen's own event
/// (``ScreenEvent``), made from the answer by the request's ``StoreCall`` and applied to the
/// screen at the depth it now has.
struct Reply: Sendable {
    let apply: @Sendable (Response, _ depth: Int, _ state: inout AppState, _ effects: inout [Effect]) -> Void

    /// The answer to `call` as `event` of the screen that sent it.
    init<Answer, Event: ScreenEvent>(_ call: StoreCall<Answer>, then event: @escaping @Sendable (Result<Answer, StoreFailure>) -> Event) {
        apply = { response, depth, state, effects in event(call.result(of: response)).apply(depth: depth, &state, &effects) }
    }
}
