import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// What serve-ssh tells each storefront process it runs (`ssh-session`, one shopper;
/// `ssh-worker`, many): its state folder, the sessions' bounds, the guests' account.
package struct KioskSettings: Sendable {
    /// serve-ssh's state folder.
    package var folder: ServingFolder
    package var idleMinutes: Int
    /// The window of the catalog the host's shoppers share, in seconds.
    package var catalogSeconds: Int
    /// `a` offers an account.
    package var accounts: Bool
    /// Shoppers come through a proxy: the address sshd saw is the proxy's, never sent as theirs.
    package var behindProxy: Bool
    /// The guests' account, when serve-ssh lets keyless clients in.
    package var guestUser: String?

    /// The settings of a storefront process.
    package init(folder: ServingFolder, idleMinutes: Int, catalogSeconds: Int, accounts: Bool, behindProxy: Bool, guestUser: String?) {
        self.folder = folder
        self.idleMinutes = idleMinutes
        self.catalogSeconds = catalogSeconds
        self.accounts = accounts
        self.behindProxy = behindProxy
        self.guestUser = guestUser
    }

    /// The guests' account's user id (nil: no guest comes in).
    package var guestAccount: uid_t? { guestUser.flatMap { getpwnam($0)?.pointee.pw_uid } }

    /// The shoppers' storefronts of `session`, within these bounds (`pagesPort`: the embedded
    /// store's pages a worker serves for all its shoppers).
    package func storefronts(_ session: StoreSession, pagesPort: Int? = nil) -> KioskStorefronts {
        KioskStorefronts(
            session: session, idleMinutes: idleMinutes, accounts: accounts, behindProxy: behindProxy, catalogSeconds: catalogSeconds,
            pagesPort: pagesPort)
    }
}
