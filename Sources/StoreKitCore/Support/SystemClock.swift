import Foundation

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
