/// Every request and timer in flight: who waits for each (what cancels it), what its answer
/// becomes (its ``Reply``, given when it was sent) and whether it shows a spinner (its ``Busy``,
/// said by the sender). An answer whose ID is not here is stale and dropped; cancelling is
/// removing keys. A waiter waits for one thing at a time: starting another for it cancels the
/// first.
public struct InFlight: Equatable, Sendable {
    /// One request or timer in flight.
    private struct Wait: Sendable {
        var waiter: Waiter
        var reply: Reply
        var busy: Busy
        let timer: Bool
    }

    /// What is in flight, by request (or timer) ID.
    private var waits: [RequestID: Wait] = [:]
    /// The next ID of a request the shopper's screens make (counting up from 1).
    public private(set) var next = 1
    /// The next ID of background work (read-ahead), counting down from -1, so that where the
    /// cursor happens to rest never changes the numbering of what the shopper asked for.
    private var nextBackground = -1

    public init() {}

    /// Who waits, by request (or timer) ID.
    public var waiters: [RequestID: Waiter] { waits.mapValues(\.waiter) }

    /// Equal when the same requests and timers wait for the same waiters, showing the same
    /// progress (replies are code).
    public static func == (lhs: InFlight, rhs: InFlight) -> Bool {
        lhs.next == rhs.next && lhs.nextBackground == rhs.nextBackground && lhs.waits.count == rhs.waits.count
            && lhs.waits.allSatisfy { id, wait in
                rhs.waits[id].map { $0.waiter == wait.waiter && $0.busy == wait.busy && $0.timer == wait.timer } ?? false
            }
    }

    /// The request or timer `waiter` waits for, if any.
    public func id(of waiter: Waiter) -> RequestID? {
        waits.first { $0.value.waiter == waiter }?.key
    }

    /// True while `waiter` waits for something.
    public func contains(_ waiter: Waiter) -> Bool { waits.values.contains { $0.waiter == waiter } }

    /// True when `id` is a timer in flight.
    func isTimer(_ id: RequestID) -> Bool { waits[id]?.timer ?? false }

    /// True while something in flight shows a spinner.
    var isBusy: Bool { waits.values.contains { $0.busy != .quiet } }

    /// What the screen at `depth` says it waits for (its oldest wait that says it).
    func saying(depth: Int) -> String? {
        for (_, wait) in waits.sorted(by: { $0.key.value < $1.key.value }) where wait.waiter.depth == depth {
            if case .saying(let text) = wait.busy { return text }
        }
        return nil
    }

    /// A new ID for `waiter`, whose answer becomes `reply`; what it waited for before is
    /// cancelled (appended to `effects`).
    mutating func start(_ waiter: Waiter, timer: Bool, busy: Busy, reply: Reply, _ effects: inout [Effect]) -> RequestID {
        cancel(where: { $0 == waiter }, &effects)
        let id: RequestID
        if case .app(.readAhead) = waiter {
            id = RequestID(nextBackground)
            nextBackground -= 1
        } else {
            id = RequestID(next)
            next += 1
        }
        waits[id] = Wait(waiter: waiter, reply: reply, busy: busy, timer: timer)
        return id
    }

    /// Who waited for `id` and what the answer (nil: the timer's end) becomes; nil when nobody
    /// waits (a stale answer). The waiter stops waiting unless the answer is not the last.
    mutating func finish(_ id: RequestID, answer: Response?) -> (waiter: Waiter, reply: Reply)? {
        guard let wait = waits[id] else { return nil }
        if let answer, !wait.reply.isLast(answer) { return (wait.waiter, wait.reply) }
        waits[id] = nil
        return (wait.waiter, wait.reply)
    }

    /// Hands the request `id` to another waiter (a product page taking over its read-ahead).
    mutating func reassign(_ id: RequestID, to waiter: Waiter, busy: Busy, reply: Reply) {
        guard let wait = waits[id] else { return }
        waits[id] = Wait(waiter: waiter, reply: reply, busy: busy, timer: wait.timer)
    }

    /// Cancels everything whose waiter matches.
    mutating func cancel(where matches: (Waiter) -> Bool, _ effects: inout [Effect]) {
        for (id, wait) in waits.sorted(by: { $0.key.value < $1.key.value }) where matches(wait.waiter) {
            waits[id] = nil
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
        for (id, wait) in waits {
            if case .screen(let other, let slot) = wait.waiter, other > depth { waits[id]?.waiter = .screen(depth: other - 1, slot) }
        }
    }
}
