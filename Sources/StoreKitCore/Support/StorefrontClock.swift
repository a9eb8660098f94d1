import Foundation

/// The client's source of time: what time it is (cache freshness) and waiting (retry backoff,
/// polling). Tests replace it so nothing really waits.
public protocol StorefrontClock: Sendable {
    /// The time now.
    var now: Date { get }
    /// Waits `seconds`; throws `CancellationError` when the task is cancelled.
    func sleep(seconds: TimeInterval) async throws
}
