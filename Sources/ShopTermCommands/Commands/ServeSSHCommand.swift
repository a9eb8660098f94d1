import ArgumentParser
import Foundation
import ShopTermServing
import StoreKitCore

/// `shopterm serve-ssh`: the storefront served over SSH by OpenSSH's sshd, one kiosk storefront
/// per session, any key welcome (its fingerprint is the shopper).
struct ServeSSHCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-ssh",
        abstract: "Serve the storefront over SSH (OpenSSH's sshd in front): ssh -p 2222 shop@host.",
        discussion: """
            Runs sshd in the foreground until SIGTERM or ctrl-c (SIGHUP reads --catalog again), with a configuration, \
            a host key and two scripts it writes into --host-dir: any public key may log in (restricted to a pty; its \
            SHA-256 fingerprint is the shopper, whose cart, market and customer login are kept apart from every other's, \
            in a SQLite file or in PostgreSQL with --state postgres://...), and every session runs one kiosk storefront \
            (nothing opens on the server; a customer logs in through the shop's browser login, pasting the address it \
            ends on, unless --no-accounts). Before it says "serving" it logs in once itself, as a shopper would. With \
            --guests, a client with no key shops as a guest whose cart lasts the session. Without --shop it serves the \
            embedded demo store. As root, shoppers log in as --user (default shop; make it with: useradd --system \
            --no-create-home --home-dir / --shell /bin/sh -p '*' shop: a system account with no password, not locked); \
            as another user, as that user. Each session's start and end is one line on stderr, with sshd's own log. \
            Needs OpenSSH's sshd (Debian: openssh-server); docs/ssh.md has the rest.
            """)

    @Option(help: "The store to serve (default: the embedded demo store).")
    var shop: String?

    @Option(help: "The address to listen on.")
    var listen = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 2222

    @Option(
        help: ArgumentHelp(
            "Where shoppers' carts are kept: a folder (a SQLite file in it), or postgres://user@host/db shared by several hosts (its password in PGPASSFILE, never here). Default: a SQLite file in --host-dir.",
            valueName: "folder|postgres-uri"))
    var state: String?

    @Option(
        name: .customLong("host-dir"),
        help: ArgumentHelp(
            "This host's own files: the host key made on the first run, sshd's configuration and scripts, the copy of shopterm the sessions run, the sessions' shared folders. Default: /var/lib/shopterm/ssh as root, else $XDG_STATE_HOME/shopterm/ssh.",
            valueName: "folder"))
    var hostDir: String?

    @Flag(
        name: .customLong("behind-proxy"),
        help:
            "Shoppers come through a TCP proxy (HAProxy: deploy/haproxy.cfg), whose address sshd sees for all: the per-source limits are the proxy's, and no shopper's IP is sent to the store."
    )
    var behindProxy = false

    @Option(name: .customLong("token-file"), help: "A file holding the store's private Storefront token, sent with each shopper's IP.")
    var tokenFile: String?

    @Option(
        name: .customLong("catalog-seconds"),
        help:
            "Seconds the store's launch answers (shop, menu, collections) stand for every session of this host: one request per window, whatever the crowd."
    )
    var catalogSeconds = 30

    @Flag(help: "Let clients with no key in, as guests whose cart lasts their session (as root; they log in as --guest-user).")
    var guests = false

    @Option(name: .customLong("guest-user"), help: "The account guests log in as (with an empty password).")
    var guestUser = "guest"

    @Flag(
        name: .customLong("no-accounts"), help: "Offer shoppers no customer account (by default: the shop's browser login, its last address pasted).")
    var noAccounts = false

    @Option(name: .customLong("forget-after-days"), help: "Days a shopper's cart is kept after it last changed.")
    var forgetAfterDays = 90

    @Option(name: .customLong("host-key"), help: "The host key to use, only root's to read (default: one made on the first run, in --host-dir).")
    var hostKey: String?

    @Option(help: "The account shoppers log in as, when run as root.")
    var user = "shop"

    @Option(name: .customLong("idle-minutes"), help: "Minutes a session may sit idle before it ends.")
    var idleMinutes = 30

    @Option(
        help:
            "Storefront processes, each running many sessions (shopterm-relay hands each shopper's terminal to one); 0: a storefront process per session. Default: one per core, at least 2."
    )
    var workers = max(2, ProcessInfo.processInfo.activeProcessorCount)

    @Option(name: .customLong("sessions-per-worker"), help: "The most sessions one worker runs (past it, a session gets a process of its own).")
    var sessionsPerWorker = 1_000

    @Option(help: "OpenSSH's sshd.")
    var sshd = "/usr/sbin/sshd"

    @Flag(name: .customLong("print-config"), help: "Print the sshd configuration and the two scripts, and exit.")
    var printConfig = false

    @OptionGroup(title: "Catalog (the embedded demo store)")
    var demo: DemoCatalogOptions

    func validate() throws {
        if demo.catalog.count > 1 { throw ValidationError("serve-ssh serves one shop: give --catalog once") }
        if let problem = try options.problem() { throw ValidationError(problem) }
    }

    func run() async throws {
        do {
            try await SSHServer(options).run(output: SSHServer.Output(line: { Console.print($0) }, error: { Console.error($0) }))
        } catch let refusal as SecretFile.Refusal {
            throw ValidationError(refusal.description)
        }
    }

    /// What was asked, for ShopTermServing.
    var options: SSHServer.Options {
        var options = SSHServer.Options(demoCatalogs: .demoStore)
        options.shop = shop
        options.listen = listen
        options.port = port
        options.state = state
        options.hostDir = hostDir
        options.behindProxy = behindProxy
        options.tokenFile = tokenFile
        options.catalogSeconds = catalogSeconds
        options.guests = guests
        options.guestUser = guestUser
        options.accounts = !noAccounts
        options.forgetAfterDays = forgetAfterDays
        options.hostKey = hostKey
        options.user = user
        options.idleMinutes = idleMinutes
        options.workers = workers
        options.sessionsPerWorker = sessionsPerWorker
        options.sshd = sshd
        options.printConfig = printConfig
        options.catalog = demo.catalog.first
        options.demoSize = demo.demoSize
        return options
    }
}
