import Foundation

/// The client's source of time: what time it is (cache freshness) and waiting (retry backoff,
/// polling). Tests replace it so nothing really waits.
public protocol StorefrontClock: Sendable {
    /// The time now.
    var now: Date { get }
    /// Waits `seconds`; throws `CancellationError` when the task is cancelled.
    func sleep(seconds: TimeInterval) async throws
}

/// The real clock.
public struct SystemClock: StorefrontClock {
    /// The system's clock.
    public init() {}
    /// The time now.
    public var now: Date { Date() }
    /// Waits `seconds` (none for zero or less); throws `CancellationError` when the task is cancelled.
    public func sleep(seconds: TimeInterval) async throws {
        guard seconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(nanoseconds: nanoseconds(seconds))
    }
}
