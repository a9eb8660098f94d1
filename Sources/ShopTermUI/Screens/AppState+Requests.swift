extension AppState {
    /// Sends `call` for the app's own `wait`, which stops waiting for anything else; its answer
    /// becomes `event` of the feature that waits, showing `busy` meanwhile.
    @discardableResult
    mutating func send<Answer, Event: AppEvent>(
        _ call: StoreCall<Answer>, for wait: AppWait, busy: Busy,
        then event: @escaping @Sendable (Result<Answer, StoreFailure>) -> Event, _ effects: inout [Effect]
    ) -> RequestID {
        let id = inFlight.start(.app(wait), timer: false, busy: busy, reply: Reply(call, then: event), &effects)
        effects.append(.request(id, call.request))
        return id
    }

    /// Sends `call` for `slot` of the screen at `depth` (the top by default), showing `busy`
    /// meanwhile; its answer becomes `event` of that screen (applied wherever the screen then
    /// is on the stack; dropped if it is gone).
    @discardableResult
    mutating func send<Answer, Event: ScreenEvent>(
        _ call: StoreCall<Answer>, for slot: ScreenSlot, depth: Int? = nil, busy: Busy,
        then event: @escaping @Sendable (Result<Answer, StoreFailure>) -> Event, _ effects: inout [Effect]
    ) -> RequestID {
        let id = inFlight.start(.screen(depth: depth ?? top, slot), timer: false, busy: busy, reply: Reply(call, then: event), &effects)
        effects.append(.request(id, call.request))
        return id
    }

    /// Starts a quiet timer of `seconds` for the app's own `wait`: when it runs out, `event`.
    mutating func wait<Event: AppEvent>(_ seconds: Double, for wait: AppWait, then event: Event, _ effects: inout [Effect]) {
        let id = inFlight.start(.app(wait), timer: true, busy: .quiet, reply: Reply(timer: event), &effects)
        effects.append(.timer(id, after: seconds))
    }

    /// Starts a quiet timer of `seconds` for `slot` of the screen at `depth` (the top by
    /// default): when it runs out, `event` of that screen.
    mutating func wait<Event: ScreenEvent>(_ seconds: Double, for slot: ScreenSlot, depth: Int? = nil, then event: Event, _ effects: inout [Effect]) {
        let id = inFlight.start(.screen(depth: depth ?? top, slot), timer: true, busy: .quiet, reply: Reply(timer: event), &effects)
        effects.append(.timer(id, after: seconds))
    }

    /// Takes over request `id`, sent as `call` by someone else (a product page its read-ahead),
    /// for `slot` of the screen on top, showing `busy` from now on: its answer becomes `event`
    /// of that screen.
    mutating func adopt<Answer, Event: ScreenEvent>(
        _ id: RequestID, _ call: StoreCall<Answer>, for slot: ScreenSlot, busy: Busy,
        then event: @escaping @Sendable (Result<Answer, StoreFailure>) -> Event
    ) {
        inFlight.reassign(id, to: .screen(depth: top, slot), busy: busy, reply: Reply(call, then: event))
    }

    /// The answer to request `id` (nil: timer `id` ran out), given to whoever waits for it as
    /// the event named when it was sent; dropped when nobody waits (the screen was left, or a
    /// newer request replaced it).
    mutating func deliver(_ answer: Response?, to id: RequestID, _ effects: inout [Effect]) {
        guard let waiting = inFlight.finish(id, answer: answer) else { return }
        waiting.reply.apply(answer, waiting.waiter.depth ?? 0, &self, &effects)
    }

    /// Stops waiting for `waiter`, cancelling what it waited for.
    mutating func cancel(_ waiter: Waiter, _ effects: inout [Effect]) {
        inFlight.cancel(where: { $0 == waiter }, &effects)
    }

    /// Stops the app's own `wait`, cancelling what it waited for.
    mutating func cancel(_ wait: AppWait, _ effects: inout [Effect]) { cancel(.app(wait), &effects) }

    /// The request (or timer) the app's own `wait` waits for, if any.
    public func request(for wait: AppWait) -> RequestID? { inFlight.id(of: .app(wait)) }

    /// The request (or timer) `slot` of the screen at `depth` (the top by default) waits for.
    public func request(for slot: ScreenSlot, depth: Int? = nil) -> RequestID? {
        inFlight.id(of: .screen(depth: depth ?? top, slot))
    }

    /// True while `slot` of the screen at `depth` (the top by default) waits.
    public func isWaiting(_ slot: ScreenSlot, depth: Int? = nil) -> Bool {
        inFlight.contains(.screen(depth: depth ?? top, slot))
    }

    /// True while the app's own `wait` waits.
    func isWaiting(_ wait: AppWait) -> Bool { inFlight.contains(.app(wait)) }

    /// The launch request (`.home`), also while its cached answer waits for the store's.
    public var shopRequest: RequestID? { request(for: .shop) }
    /// The cart's check (`.revalidate`) under way.
    public var cartChecking: RequestID? { request(for: .cartCheck) }
    /// The change of the cart's extras under way.
    public var cartExtrasRequest: RequestID? { request(for: .cartExtras) }
    /// The store's cart being brought in line with the cart (see `StoreCartRules`).
    public var storeCartRefresh: RequestID? { request(for: .storeCartRefresh) }
    /// The launch's look for the cart's store cart.
    public var storeCartLookup: RequestID? { request(for: .storeCartLookup) }
    /// The account load under way (at start, or after a paid order).
    public var accountRequest: RequestID? { request(for: .account) }
}
