import Crypto
import Foundation

/// Stores successful query answers. Implementations must be safe to use from several tasks and
/// processes at once, and treat anything unreadable as a miss.
public protocol ResponseCache: Sendable {
    /// The entry stored for `key`; nil when there is none, or it cannot be read.
    func entry(for key: CacheKey) -> CacheEntry?
    /// Stores `body` as the answer for `key`, as of `date`.
    func store(_ body: Data, for key: CacheKey, at date: Date)
    /// Drops an entry that turned out to be unusable.
    func remove(_ key: CacheKey)
    /// Empties the cache.
    func purge() throws
}
