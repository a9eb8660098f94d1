import Crypto
import Foundation

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
