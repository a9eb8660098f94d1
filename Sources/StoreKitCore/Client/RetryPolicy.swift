import Foundation

/// Automatic retries of failed requests: how many, and how long to wait between them.
///
/// Queries are retried on 429, 430, 5xx, timeouts, lost connections and THROTTLED errors.
/// Mutations are never retried automatically: the person sees the error and decides (a cart
/// mutation repeated after a lost answer could add the same line twice).
public struct RetryPolicy: Sendable, Equatable {
    /// Retries after the first attempt (so at most `maxRetries + 1` requests).
    public var maxRetries: Int
    /// The first backoff delay in seconds; doubled on each retry.
    public var baseDelay: TimeInterval
    /// The longest backoff delay.
    public var maxDelay: TimeInterval
    /// The longest `Retry-After` the client honours; a longer one is cut to this.
    public var maxRetryAfter: TimeInterval

    /// At most `maxRetries` retries, the backoff from `baseDelay` to `maxDelay`, a store's `Retry-After` honoured up to `maxRetryAfter`.
    public init(maxRetries: Int = 3, baseDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 8, maxRetryAfter: TimeInterval = 30) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    /// No automatic retries.
    public static let none = RetryPolicy(maxRetries: 0)

    /// Whether `error` on an operation of `kind` may be retried at all.
    public func allowsRetry(of error: StorefrontError, kind: OperationKind) -> Bool {
        switch kind {
        case .query:
            return error.isRetryable
        case .mutation:
            return false
        }
    }

    /// Seconds to wait before retry number `retry` (0-based) after `error`. `random` is in 0..<1
    /// and spreads the wait between half and all of the backoff ("equal jitter").
    public func delay(beforeRetry retry: Int, after error: StorefrontError, random: Double) -> TimeInterval {
        if case .http(_, let retryAfter?, _) = error {
            return min(retryAfter, maxRetryAfter)
        }
        let backoff = min(maxDelay, baseDelay * pow(2, Double(retry)))
        return backoff / 2 + backoff / 2 * min(max(random, 0), 1)
    }
}
