import Crypto
import Foundation

/// What identifies a cached answer: the document, its variables, the buyer context and the
/// token's fingerprint (never the token itself).
public struct CacheKey: Sendable, Hashable {
    /// Hex SHA-256 of everything that identifies the request.
    public let digest: String

    /// The key of a query: its document, variables, buyer and token's fingerprint.
    public init(document: String, variables: [String: JSONValue], context: BuyerContext, tokenFingerprint: String) {
        let variableBytes = (try? canonicalJSONEncoder().encode(variables)) ?? Data()
        var hasher = SHA256()
        for part in [
            Data(document.utf8), variableBytes, Data((context.country ?? "").utf8),
            Data((context.language ?? "").utf8), Data(tokenFingerprint.utf8),
        ] {
            hasher.update(data: Data(String(part.count).utf8 + [0]))
            hasher.update(data: part)
        }
        digest = hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }

    /// The key of anything else a cache keeps (an image file by its URL).
    public init(text: String) {
        digest = SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// A short, one-way fingerprint of `token` for cache keys.
    public static func fingerprint(ofToken token: String) -> String {
        SHA256.hash(data: Data(("shopterm-token:" + token).utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
    }
}

/// A cached answer body and when it was stored.
public struct CacheEntry: Sendable, Equatable {
    /// The answer as the store sent it.
    public var body: Data
    /// When it was stored.
    public var storedAt: Date

    /// An entry of `body`, stored at `storedAt`.
    public init(body: Data, storedAt: Date) {
        self.body = body
        self.storedAt = storedAt
    }
}

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
