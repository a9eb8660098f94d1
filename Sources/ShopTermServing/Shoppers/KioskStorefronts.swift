import Foundation
import ShopTermApp

/// What every shopper's storefront of a serving process shares (a storefront worker's many, a
/// one-process session's one): the store, the kiosk's bounds, the catalog shared by the host's
/// shoppers, and the embedded store's pages when a worker serves them for all its shoppers.
public struct KioskStorefronts: Sendable {
    /// The store (each shopper gets a client of their own of it: ``StoreSession/forShopper(buyerIP:)``).
    public var session: StoreSession
    /// Minutes without a key after which a storefront ends.
    public var idleMinutes: Int
    /// `a` offers an account (serve-ssh's `--no-accounts` turns it off).
    public var accounts: Bool
    /// Shoppers come through a proxy: the address sshd saw is the proxy's, never sent as theirs.
    public var behindProxy: Bool
    /// The launch answers shared by the host's shoppers.
    public var sharedCatalog: SharedCatalog?
    /// The port the embedded store's pages are served on, when the process serves them for all
    /// its shoppers (nil: each storefront serves them itself).
    public var pagesPort: Int?

    /// The storefronts of `session`, as serve-ssh's options say (`catalogSeconds` the window of
    /// the shared catalog, none when 0).
    public init(session: StoreSession, idleMinutes: Int, accounts: Bool, behindProxy: Bool, catalogSeconds: Int, pagesPort: Int? = nil) {
        self.session = session
        self.idleMinutes = idleMinutes
        self.accounts = accounts
        self.behindProxy = behindProxy
        sharedCatalog =
            catalogSeconds > 0
            ? SharedCatalog(
                window: TimeInterval(catalogSeconds),
                shopCache: session.configuration.directories.cache.appendingPathComponent(session.shopFolder)) : nil
        self.pagesPort = pagesPort
    }
}
