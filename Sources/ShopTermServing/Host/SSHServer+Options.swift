import Foundation

extension SSHServer {
    /// What `shopterm serve-ssh` was asked (its options, docs/ssh.md), with the defaults its
    /// `--help` states.
    package struct Options: Sendable {
        /// The Shopify store served (nil: the embedded demo store).
        package var shop: String?
        package var listen = "127.0.0.1"
        package var port = 2222
        /// Where shoppers' carts are kept: a folder, or a postgres:// URI.
        package var state: String?
        /// This host's own files (``ServingPlaces`` says the default).
        package var hostDir: String?
        package var behindProxy = false
        package var tokenFile: String?
        package var catalogSeconds = 30
        /// Keyless clients shop as `guestUser`.
        package var guests = false
        package var guestUser = "guest"
        /// False: `--no-accounts`.
        package var accounts = true
        package var forgetAfterDays = 90
        package var hostKey: String?
        package var user = "shop"
        package var idleMinutes = 30
        package var workers = max(2, ProcessInfo.processInfo.activeProcessorCount)
        package var sessionsPerWorker = 1_000
        /// OpenSSH's sshd.
        package var sshd = "/usr/sbin/sshd"
        /// Print sshd's configuration and the two scripts, and serve nothing.
        package var printConfig = false
        /// The embedded store's catalog file (`--catalog`), read again on SIGHUP.
        package var catalog: String?
        /// `--demo-size`: a generated catalog of that many products.
        package var demoSize: Int?
        /// How the embedded store's catalogs are read.
        package var demoCatalogs: DemoCatalogReader
        /// shopterm-relay, which hands sessions to the workers (nil: none, so none are started).
        package var relay = SSHHost.relay

        package init(demoCatalogs: DemoCatalogReader) { self.demoCatalogs = demoCatalogs }
    }

    /// Where serve-ssh's lines go: the caller's standard output and standard error.
    package struct Output: Sendable {
        /// A line on standard output ("serving …", the printed configuration).
        package var line: @Sendable (String) -> Void
        /// A line on standard error (warnings, the sessions' log, SIGHUP's answer).
        package var error: @Sendable (String) -> Void

        package init(line: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
            self.line = line
            self.error = error
        }
    }
}
