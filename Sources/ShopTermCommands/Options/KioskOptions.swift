import ArgumentParser
import Foundation
import ShopTermServing

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

    /// These options as the serving library takes them.
    var settings: KioskSettings {
        KioskSettings(
            folder: ServingFolder(URL(fileURLWithPath: state)), idleMinutes: idleMinutes, catalogSeconds: catalogSeconds, accounts: !noAccounts,
            behindProxy: behindProxy, guestUser: guestUser)
    }
}
