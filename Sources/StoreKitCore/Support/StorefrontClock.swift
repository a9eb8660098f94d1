import Foundation

/// The client's source of time: what time it is (cache freshness) and waiting (retry backoff,
/// polling). Tests replace it so nothing really waits.
public protocol StorefrontClock: Sendable {
    var now: Date { get }
    /// Waits `seconds`; throws `CancellationError` when the task is cancelled.
    func sleep(seconds: TimeInterval) async throws
}

/// The real clock.
public struct SystemClock: StorefrontClock {
    public init() {}
    public var now: Date { Date() }
    public func sleep(seconds: TimeInterval) async throws {
        guard seconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(nanoseconds: nanoseconds(seconds))
    }
}
