import Foundation

/// How long to poll for something the store computes in the background.
public struct PollingPolicy: Sendable, Equatable {
    /// Requests at most (the first one included).
    public var attempts: Int
    /// The first wait, in seconds; each next wait is `backoff` times longer, up to `maxInterval`.
    public var interval: TimeInterval
    /// How much longer each wait is than the one before.
    public var backoff: Double
    /// The longest wait, in seconds.
    public var maxInterval: TimeInterval

    /// At most `attempts` requests, waiting `interval` seconds first, `backoff` times longer each time, at most `maxInterval`.
    public init(attempts: Int = 8, interval: TimeInterval = 0.25, backoff: Double = 1.6, maxInterval: TimeInterval = 3) {
        self.attempts = attempts
        self.interval = interval
        self.backoff = backoff
        self.maxInterval = maxInterval
    }

    /// A retry handler that repeats while `condition` says so, within this policy.
    func handler<Value: Sendable>(_ condition: @escaping @Sendable (Result<Value, any Error>) -> Bool) -> RetryHandler<Value> {
        RetryHandler(endurance: .finite(max(0, attempts - 1)), interval: interval, backoff: backoff, maxInterval: maxInterval, condition: condition)
    }
}
