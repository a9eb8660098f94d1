import Synchronization

/// How many accepted connections a ``LoopbackServer`` is serving, shared with their threads.
final class ConnectionCount: Sendable {
    private let count = Mutex(0)

    /// One more connection served (`by: 1`), or one fewer (`by: -1`).
    func change(by step: Int) { count.withLock { $0 += step } }

    /// The connections being served now.
    var value: Int { count.withLock { $0 } }
}
