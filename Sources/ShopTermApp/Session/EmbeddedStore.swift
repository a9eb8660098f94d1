import Foundation
import StoreKitCore

/// A store that runs in this process (the embedded demo store): the executable makes it, the
/// storefront talks to it through its transport as to any store.
public protocol EmbeddedStore: Sendable {
    /// Its Storefront API, its image files and its Customer Account API, in this process.
    var transport: any HTTPTransport { get }
    /// The Storefront token shopterm holds for it (it plays a store whose token shopterm has:
    /// stock counts, customer accounts).
    var accessToken: String { get }
    /// Its shop's Customer Account API settings, and whether the shop offers that login.
    var customerAccountSettings: CustomerAccountSettings { get }
    var hasCustomerAccountLogin: Bool { get }
    /// Serves its checkout and login pages on a loopback port, for as long as the returned
    /// server runs.
    func startPages() throws -> any RunningPages
    /// The link of the last e-mail it "sent" to `email` (it sends none: a reset link is shown).
    func lastLink(sentTo email: String) -> String?
}

/// A store's pages served on a loopback port.
public protocol RunningPages: Sendable {
    /// The port they are served on (at 127.0.0.1).
    var port: Int { get }
    /// Stops serving them.
    func stop()
}

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
