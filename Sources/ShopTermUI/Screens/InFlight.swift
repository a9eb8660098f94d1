/// Every request and timer in flight, and who waits for each: an answer goes to its waiter, an
/// answer whose ID is not here is stale and dropped, and cancelling is removing keys. A waiter
/// waits for one thing at a time: starting another for it cancels the first.
public struct InFlight: Equatable, Sendable {
    /// Who waits, by request (or timer) ID.
    public private(set) var waiters: [RequestID: Waiter] = [:]
    /// What the answer becomes, by request ID, for the requests sent with one (``Reply``).
    private var replies: [RequestID: Reply] = [:]
    /// The IDs of ``waiters`` that are timers (`Event.timer`), not requests.
    private var timers: Set<RequestID> = []
    /// The next ID of a request the shopper's screens make (counting up from 1).
    public private(set) var next = 1
    /// The next ID of background work (read-ahead), counting down from -1, so that where the
    /// cursor happens to rest never changes the numbering of what the shopper asked for.
    private var nextBackground = -1

    public init() {}

    /// Equal when the same requests and timers wait for the same waiters (replies are code).
    public static func == (lhs: InFlight, rhs: InFlight) -> Bool {
        lhs.waiters == rhs.waiters && lhs.timers == rhs.timers && lhs.next == rhs.next && lhs.nextBackground == rhs.nextBackground
            && Set(lhs.replies.keys) == Set(rhs.replies.keys)
    }

    /// The request or timer `waiter` waits for, if any.
    public func id(of waiter: Waiter) -> RequestID? {
        waiters.first { $0.value == waiter }?.key
    }

    /// True while `waiter` waits for something.
    public func contains(_ waiter: Waiter) -> Bool { waiters.values.contains(waiter) }

    /// True when `id` is a timer in flight.
    func isTimer(_ id: RequestID) -> Bool { timers.contains(id) }

    /// A new ID for `waiter`; what it waited for before is cancelled (appended to `effects`).
    mutating func start(_ waiter: Waiter, timer: Bool, reply: Reply? = nil, _ effects: inout [Effect]) -> RequestID {
        cancel(where: { $0 == waiter }, &effects)
        let id: RequestID
        if case .readAhead = waiter {
            id = RequestID(nextBackground)
            nextBackground -= 1
        } else {
            id = RequestID(next)
            next += 1
        }
        waiters[id] = waiter
        replies[id] = reply
        if timer { timers.insert(id) }
        return id
    }

    /// Who waited for `id`, no longer waiting; nil when nobody does (a stale answer).
    mutating func finish(_ id: RequestID) -> Waiter? {
        timers.remove(id)
        replies[id] = nil
        return waiters.removeValue(forKey: id)
    }

    /// What the answer to `id` becomes, when it was sent with a reply.
    func reply(to id: RequestID) -> Reply? { replies[id] }

    /// Keeps waiting for `id` after a first answer (a cached copy before the store's).
    mutating func restore(_ id: RequestID, _ waiter: Waiter) {
        waiters[id] = waiter
    }

    /// Hands the request `id` to another waiter (a product page taking over its read-ahead).
    mutating func reassign(_ id: RequestID, to waiter: Waiter, reply: Reply) {
        guard waiters[id] != nil else { return }
        waiters[id] = waiter
        replies[id] = reply
    }

    /// Cancels everything whose waiter matches.
    mutating func cancel(where matches: (Waiter) -> Bool, _ effects: inout [Effect]) {
        for (id, waiter) in waiters.sorted(by: { $0.key.value < $1.key.value }) where matches(waiter) {
            waiters[id] = nil
            replies[id] = nil
            timers.remove(id)
            effects.append(.cancel(id))
        }
    }

    /// Cancels the waits of the screens at `depth` and deeper (they leave the stack).
    mutating func cancelScreens(from depth: Int, _ effects: inout [Effect]) {
        cancel(where: { ($0.depth ?? -1) >= depth }, &effects)
    }

    /// The screen at `depth` leaves from under the others: its waits are cancelled, and the
    /// deeper screens' move up one.
    mutating func removeScreen(at depth: Int, _ effects: inout [Effect]) {
        cancel(where: { $0.depth == depth }, &effects)
        for (id, waiter) in waiters {
            if case .screen(let other, let slot) = waiter, other > depth { waiters[id] = .screen(depth: other - 1, slot) }
        }
    }
}
