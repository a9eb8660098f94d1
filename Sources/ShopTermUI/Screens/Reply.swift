/// What the answer to one request (or the end of one timer) becomes for whoever waits: the
/// screen's own event (``ScreenEvent``), applied to the screen at the depth it now has, or an
/// app feature's (``AppEvent``). Made from the ``StoreCall`` that was sent, so the pairing of
/// request and answer is written once.
struct Reply: Sendable {
    /// Applies the answer (nil: the timer ran out) to whoever waits; `depth` is the waiting
    /// screen's (0 for the app's own waits).
    let apply: @Sendable (_ answer: Response?, _ depth: Int, _ state: inout AppState, _ effects: inout [Effect]) -> Void
    /// False for an answer after which the waiter keeps waiting (a cached copy before the store's).
    let isLast: @Sendable (Response) -> Bool

    /// The answer to `call` as `event` of the screen that sent it.
    init<Answer, Event: ScreenEvent>(_ call: StoreCall<Answer>, then event: @escaping @Sendable (Result<Answer, StoreFailure>) -> Event) {
        apply = { answer, depth, state, effects in
            if let answer { event(call.result(of: answer)).apply(depth: depth, &state, &effects) }
        }
        isLast = call.isLast
    }

    /// The answer to `call` as `event` of the app's feature that sent it.
    init<Answer, Event: AppEvent>(_ call: StoreCall<Answer>, then event: @escaping @Sendable (Result<Answer, StoreFailure>) -> Event) {
        apply = { answer, _, state, effects in
            if let answer { event(call.result(of: answer)).apply(&state, &effects) }
        }
        isLast = call.isLast
    }

    /// The end of a screen's timer as `event` of that screen.
    init<Event: ScreenEvent>(timer event: Event) {
        apply = { answer, depth, state, effects in
            if answer == nil { event.apply(depth: depth, &state, &effects) }
        }
        isLast = { _ in true }
    }

    /// The end of an app feature's timer as its `event`.
    init<Event: AppEvent>(timer event: Event) {
        apply = { answer, _, state, effects in
            if answer == nil { event.apply(&state, &effects) }
        }
        isLast = { _ in true }
    }
}
