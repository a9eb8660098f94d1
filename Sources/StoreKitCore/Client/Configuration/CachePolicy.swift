import Foundation

/// How a query uses the response cache. Mutations and polled requests ignore it and always go
/// to the network.
public enum CachePolicy: Sendable, Hashable, CustomStringConvertible {
    /// Always ask the store; never read the cache (successful answers are still not stored).
    case networkOnly
    /// Only read the cache; a missing entry is a cache-miss error, never a request.
    case cacheOnly
    /// Use a cached answer younger than `expireIn` seconds (any age when nil); otherwise ask the
    /// store and cache its answer.
    case cacheFirst(expireIn: TimeInterval?)
    /// Ask the store and cache its answer; when the store cannot be reached, fall back to a
    /// cached answer younger than `expireIn` seconds (any age when nil).
    case networkFirst(expireIn: TimeInterval?)

    /// Parses `network-only`, `cache-only`, `cache-first[:SECONDS]`, `network-first[:SECONDS]`.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        var seconds: TimeInterval?
        if parts.count == 2 {
            guard let value = TimeInterval(parts[1]), value >= 0, value.isFinite else { return nil }
            seconds = value
        }
        switch (parts.first ?? "", parts.count) {
        case ("network-only", 1): self = .networkOnly
        case ("cache-only", 1): self = .cacheOnly
        case ("cache-first", _): self = .cacheFirst(expireIn: seconds)
        case ("network-first", _): self = .networkFirst(expireIn: seconds)
        default: return nil
        }
    }

    /// It, in one line of text.
    public var description: String {
        func format(_ name: String, _ seconds: TimeInterval?) -> String {
            seconds.map { "\(name):\(Int(saturating: $0))" } ?? name
        }
        switch self {
        case .networkOnly: return "network-only"
        case .cacheOnly: return "cache-only"
        case .cacheFirst(let expireIn): return format("cache-first", expireIn)
        case .networkFirst(let expireIn): return format("network-first", expireIn)
        }
    }
}
