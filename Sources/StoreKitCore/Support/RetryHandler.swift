import Foundation

/// Repeats a request while a condition holds: the Buy SDK's retry handler, used for polling
/// (shipping rates becoming ready, totals settling, an order appearing).
///
/// `.finite(N)` allows N repeats, so at most N + 1 requests. The condition sees the latest
/// result or error and answers "try again?". Cancelling the surrounding task stops the poll
/// at once: no further request is made and `run` throws `CancellationError`.
public struct RetryHandler<Value: Sendable>: Sendable {
    /// How many repeats are allowed.
    public enum Endurance: Sendable, Equatable {
        case finite(Int)
        case infinite
    }

    /// How many repeats are allowed.
    public var endurance: Endurance
    /// Seconds between the end of one request and the start of the next (the first wait).
    public var interval: TimeInterval
    /// Each wait is the previous one times this (1 keeps it constant).
    public var backoff: Double
    /// The longest wait.
    public var maxInterval: TimeInterval
    /// True when the request should be made again after this outcome.
    public var condition: @Sendable (Result<Value, any Error>) -> Bool

    /// A handler repeating while `condition` holds, as often as `endurance` allows, with waits from `interval` growing by `backoff` up to `maxInterval`.
    public init(
        endurance: Endurance = .finite(10), interval: TimeInterval = 0.5, backoff: Double = 1, maxInterval: TimeInterval = 30,
        condition: @escaping @Sendable (Result<Value, any Error>) -> Bool
    ) {
        self.endurance = endurance
        self.interval = interval
        self.backoff = backoff
        self.maxInterval = maxInterval
        self.condition = condition
    }

    /// The wait before repeat number `repeats` (0-based).
    public func wait(beforeRepeat repeats: Int) -> TimeInterval {
        min(maxInterval, interval * pow(backoff, Double(repeats)))
    }

    /// Runs `request` until the condition is false or the endurance is spent, and returns the
    /// last outcome (its value, or its error thrown).
    public func run(clock: any StorefrontClock = SystemClock(), _ request: @Sendable () async throws -> Value) async throws -> Value {
        var repeats = 0
        while true {
            try Task.checkCancellation()
            let outcome: Result<Value, any Error>
            do {
                outcome = .success(try await request())
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                outcome = .failure(error)
            }
            try Task.checkCancellation()
            let mayRepeat: Bool
            switch endurance {
            case .finite(let limit): mayRepeat = repeats < limit
            case .infinite: mayRepeat = true
            }
            guard mayRepeat, condition(outcome) else { return try outcome.get() }
            try await clock.sleep(seconds: wait(beforeRepeat: repeats))
            repeats += 1
        }
    }
}
