import ArgumentParser
import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// What serve-ssh tells each storefront it runs (`ssh-session`, one shopper; `ssh-worker`,
/// many): the state folder, the session's bounds, and the store's options last, after `--`.
struct KioskOptions: ParsableArguments {
    @Option var state: String
    @Option(name: .customLong("idle-minutes")) var idleMinutes = 30
    @Option(name: .customLong("catalog-seconds")) var catalogSeconds = 30
    @Flag(name: .customLong("no-accounts")) var noAccounts = false
    /// Shoppers come through a proxy: the address sshd saw is the proxy's, never sent as theirs.
    @Flag(name: .customLong("behind-proxy")) var behindProxy = false
    /// The guests' account, when serve-ssh lets keyless clients in.
    @Option(name: .customLong("guest-user")) var guestUser: String?
    /// The storefront's store options, as serve-ssh wrote them (`--shop URL`, `--catalog FILE`…).
    @Argument(parsing: .captureForPassthrough) var store: [String] = []

    /// The store options without the `--` before them.
    var storeArguments: [String] { store.filter { $0 != "--" } }

    /// serve-ssh's state folder.
    var folder: ServingFolder { ServingFolder(URL(fileURLWithPath: state)) }

    /// The guests' account's user id (nil: no guest comes in).
    var guestAccount: uid_t? { guestUser.flatMap { getpwnam($0)?.pointee.pw_uid } }

    /// The shoppers' storefronts of `session`, within these bounds (`pagesPort`: the embedded
    /// store's pages a worker serves for all its shoppers).
    func storefronts(_ session: StoreSession, pagesPort: Int? = nil) -> KioskStorefronts {
        KioskStorefronts(
            session: session, idleMinutes: idleMinutes, accounts: !noAccounts, behindProxy: behindProxy, catalogSeconds: catalogSeconds,
            pagesPort: pagesPort)
    }
}
