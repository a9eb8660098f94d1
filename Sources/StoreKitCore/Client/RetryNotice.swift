import Foundation
import Synchronization

/// A retry the client is about to make, for whoever shows progress: the command line says it on
/// stderr, the storefront in its status line. Without it a dead store would be minutes of
/// silence.
public struct RetryNotice: Sendable, Equatable, CustomStringConvertible {
    /// The operation being retried.
    public var operationName: String
    /// Why, in a few words ("the store did not answer in time").
    public var reason: String
    /// Seconds until the retry.
    public var delay: TimeInterval
    /// Which retry this is (1 for the first) and how many may come.
    public var retry: Int
    /// How many retries may come in all.
    public var maxRetries: Int

    /// A notice of retry `retry` of `maxRetries` of `operationName`, in `delay` seconds, because of `reason`.
    public init(operationName: String, reason: String, delay: TimeInterval, retry: Int, maxRetries: Int) {
        self.operationName = operationName
        self.reason = reason
        self.delay = delay
        self.retry = retry
        self.maxRetries = maxRetries
    }

    /// "the store did not answer in time; retrying in 2 s (1 of 3)".
    public var description: String {
        let seconds = delay < 1 ? "under a second" : "\(Int(saturating: delay.rounded(.up))) s"
        return "\(reason); retrying in \(seconds) (\(retry) of \(maxRetries))"
    }
}

extension StorefrontError {
    /// A few words on what went wrong, for a retry notice (the advice of ``description`` is
    /// the retry itself).
    var retryReason: String {
        switch self {
        case .transport(let error): return "\(error)"
        case .http(430, _, _): return "the store turned the request away as automated traffic (HTTP 430)"
        case .http(429, _, _): return "the store is rate limiting requests (HTTP 429)"
        case .http(let status, _, _): return "the store answered HTTP \(status)"
        case .graphQL: return "the store is throttling queries"
        default: return description
        }
    }
}
