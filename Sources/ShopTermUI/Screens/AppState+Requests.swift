extension AppState {
    /// Sends `request` for `waiter`, which stops waiting for anything else.
    @discardableResult
    mutating func send(_ request: Request, for waiter: Waiter, _ effects: inout [Effect]) -> RequestID {
        let id = inFlight.start(waiter, timer: false, &effects)
        effects.append(.request(id, request))
        return id
    }

    /// Starts a timer of `seconds` for `waiter` (its `Event.timer` comes back to it).
    mutating func wait(_ seconds: Double, for waiter: Waiter, _ effects: inout [Effect]) {
        let id = inFlight.start(waiter, timer: true, &effects)
        effects.append(.timer(id, after: seconds))
    }

    /// Sends `call` for `slot` of the screen at `depth` (the top by default); its answer becomes
    /// `event` of that screen (applied wherever the screen then is on the stack; dropped if it
    /// is gone).
    @discardableResult
    mutating func send<Answer, Event: ScreenEvent>(
        _ call: StoreCall<Answer>, for slot: ScreenSlot, depth: Int? = nil,
        then event: @escaping @Sendable (Result<Answer, StoreFailure>) -> Event, _ effects: inout [Effect]
    ) -> RequestID {
        let id = inFlight.start(.screen(depth: depth ?? top, slot), timer: false, reply: Reply(call, then: event), &effects)
        effects.append(.request(id, call.request))
        return id
    }

    /// Takes over request `id`, sent as `call` by someone else (a product page its read-ahead),
    /// for `slot` of the screen on top: its answer becomes `event` of that screen.
    mutating func adopt<Answer, Event: ScreenEvent>(
        _ id: RequestID, _ call: StoreCall<Answer>, for slot: ScreenSlot, then event: @escaping @Sendable (Result<Answer, StoreFailure>) -> Event
    ) {
        inFlight.reassign(id, to: .screen(depth: top, slot), reply: Reply(call, then: event))
    }

    /// Stops waiting for `waiter`, cancelling what it waited for.
    mutating func cancel(_ waiter: Waiter, _ effects: inout [Effect]) {
        inFlight.cancel(where: { $0 == waiter }, &effects)
    }

    /// The request (or timer) `waiter` waits for, if any.
    public func request(for waiter: Waiter) -> RequestID? { inFlight.id(of: waiter) }

    /// The request (or timer) `slot` of the screen at `depth` (the top by default) waits for.
    public func request(for slot: ScreenSlot, depth: Int? = nil) -> RequestID? {
        inFlight.id(of: .screen(depth: depth ?? top, slot))
    }

    /// True while `slot` of the screen at `depth` (the top by default) waits.
    public func isWaiting(_ slot: ScreenSlot, depth: Int? = nil) -> Bool {
        inFlight.contains(.screen(depth: depth ?? top, slot))
    }

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
