import Foundation
import StoreKitCore

/// An embedded store's catalog, read: its name, and how the store is made from it.
public struct EmbeddedCatalog: Sendable {
    /// The catalog's identity: its shop's folder under the cache and state directories ("demo"
    /// for the built-in one).
    public var identity: String
    /// The shop's name (said in the greeting).
    public var shopName: String
    /// Makes the store, its customer accounts kept in `accountsFile`, each request it answers
    /// given to `log` as one line.
    public var open: @Sendable (_ accountsFile: URL, _ log: @escaping @Sendable (String) -> Void) throws -> any EmbeddedStore

    public init(
        identity: String, shopName: String,
        open: @escaping @Sendable (_ accountsFile: URL, _ log: @escaping @Sendable (String) -> Void) throws -> any EmbeddedStore
    ) {
        self.identity = identity
        self.shopName = shopName
        self.open = open
    }
}
