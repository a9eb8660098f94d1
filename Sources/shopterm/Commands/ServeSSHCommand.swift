import ArgumentParser
import Foundation
import ShopTermApp
import ShopTermServing
import StoreKitCore
import StoreKitDemo

#if canImport(Glibc)
    import Glibc
#endif

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
        guard (1...65_535).contains(port) else { throw ValidationError("--port must be between 1 and 65535") }
        guard (1...86_400).contains(catalogSeconds) else { throw ValidationError("--catalog-seconds must be between 1 and 86400") }
        guard (1...3650).contains(forgetAfterDays) else { throw ValidationError("--forget-after-days must be between 1 and 3650") }
        guard (1...1440).contains(idleMinutes) else { throw ValidationError("--idle-minutes must be between 1 and 1440") }
        guard (0...256).contains(workers) else { throw ValidationError("--workers must be between 0 and 256") }
        guard (1...100_000).contains(sessionsPerWorker) else { throw ValidationError("--sessions-per-worker must be between 1 and 100000") }
        guard ListenAddress.isAddress(listen) else {
            throw ValidationError("--listen takes an IP address, e.g. 127.0.0.1, 0.0.0.0 or ::")
        }
        if let shop {
            do {
                _ = try ShopEndpoint(parsing: shop)
            } catch {
                throw ValidationError("--shop: \(error.description)")
            }
            if demo.catalog != nil || demo.demoSize != nil {
                throw ValidationError("--catalog and --demo-size are for the embedded store, not --shop")
            }
        }
        if let tokenFile { try Self.checkSecretFile(tokenFile, flag: "--token-file") }
        if let hostKey { try Self.checkSecretFile(hostKey, flag: "--host-key") }
        for (flag, name) in [("--user", user), ("--guest-user", guestUser)]
        where name.range(of: #"^[a-z_][a-z0-9_-]{0,31}$"#, options: .regularExpression) == nil {
            throw ValidationError("\(flag) takes a user name, e.g. \(flag == "--user" ? "shop" : "guest")")
        }
    }

    func run() async throws {
        // The configuration can be printed anywhere; serving needs the shoppers' account.
        let host = printConfig ? SSHHost.assumed(user: user) : try SSHHost.current(user: user)
        let places = ServingPlaces.resolve(state: state, hostDir: hostDir, isRoot: host.isRoot)
        let folder = places.host
        let snapshot = demo.catalog.map {
            CatalogSnapshot(source: URL(fileURLWithPath: $0).standardizedFileURL, copy: ServingFolder(folder).catalogCopy)
        }
        var storeArguments: [String] = []
        if let shop {
            storeArguments = ["--shop", shop]
        } else if let snapshot {
            storeArguments = ["--catalog", snapshot.copy.path]
        } else if let size = demo.demoSize {
            storeArguments = ["--demo-size", String(size)]
        }
        var serving = SSHServing(
            listen: listen, port: port, state: folder,
            hostKey: hostKey.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? ServingFolder(folder).hostKey,
            user: host.user, keysCommandUser: host.keysCommandUser, shopterm: ServingFolder(folder).shopterm,
            storeArguments: storeArguments, idleMinutes: idleMinutes, catalogSeconds: catalogSeconds, database: places.database)
        serving.accounts = !noAccounts
        serving.guestUser = guests ? guestUser : nil
        serving.workers = workers
        serving.behindProxy = behindProxy
        let passwords = ProcessInfo.processInfo.environment["PGPASSFILE"].map { URL(fileURLWithPath: $0) }
        if case .postgres = places.database, passwords != nil { serving.passwordFile = ServingFolder(folder).passwordFile }
        if workers > 0, SSHHost.relay == nil, !printConfig {
            Console.error("serve-ssh: no shopterm-relay beside shopterm (scripts/build-relay.sh makes it): each session runs in a process of its own")
            serving.workers = 0
        }
        serving.sessionsPerWorker = sessionsPerWorker
        if printConfig {
            Console.print(serving.sshdConfig)
            Console.print("# \(serving.keysCommand.path)\n" + serving.keysScript)
            return Console.print("# \(serving.sessionCommand.path)\n" + serving.sessionScript)
        }
        guard FileManager.default.isExecutableFile(atPath: sshd) else {
            throw SSHServeError("serve-ssh needs OpenSSH's sshd at \(sshd) (Debian: apt-get install openssh-server)")
        }
        // A closed log (a pipe whose reader went) loses lines, never the server.
        signal(SIGPIPE, SIG_IGN)
        let guest = guests ? try SSHHost.guest(guestUser, shoppers: host) : nil
        try places.check(
            serverUID: getuid(),
            accounts: [(host.user, host.uid, host.gid)] + (guest.map { [($0.user, $0.uid, $0.gid)] } ?? [])
                + (host.isRoot ? [SSHHost.nobody].compactMap { $0 } : []))
        for warning in [host.homeWarning, guest?.homeWarning].compactMap({ $0 }) { Console.error("serve-ssh: " + warning) }
        // One serve-ssh per host folder: another would rewrite the scripts under this one's sessions.
        let lock = try SSHHost.lock(folder)
        defer { close(lock) }
        let token = try tokenFile.map(Self.readToken)
        if case .postgres(let uri) = places.database, URLComponents(string: uri)?.password != nil {
            Console.error("serve-ssh: the database's password is on the command line, where ps shows it: put it in a PGPASSFILE (docs/ssh.md)")
        }
        if tokenFile != nil, shop == nil {
            Console.error("serve-ssh: --token-file is for a Shopify store (--shop); the embedded demo store needs no token, so it is not used")
        }
        try SSHHost.prepare(
            serving, host: host, guest: guest, hostKeyGiven: hostKey != nil, token: shop == nil ? nil : token, passwords: passwords)
        let catalog = try snapshot?.take(readers: host) ?? (shop == nil ? try demo.loadCatalog() : nil)
        let name: String
        if let catalog { name = catalog.shop.name } else { name = await Self.storeName(shop: shop ?? "") }
        let keep = TimeInterval(forgetAfterDays) * 86_400
        let database = ShopperDatabase(location: serving.database)
        // Carts not touched for --forget-after-days are deleted now and every hour while serving.
        let forgetting = Task.detached {
            while !Task.isCancelled {
                if let forgotten = try? database.forget(before: Date().addingTimeInterval(-keep)), forgotten > 0 {
                    Console.error("serve-ssh: forgot \(forgotten) cart(s) untouched for \(Int(keep / 86_400)) days")
                }
                try? await Task.sleep(nanoseconds: 3_600_000_000_000)
            }
        }
        defer { forgetting.cancel() }
        // Each session's start and end, on this stderr (see SessionLog): a socket for each account.
        func logListener(at socket: URL, for account: SSHHost) throws -> SessionLog.Listener {
            let listener = try SessionLog.Listener(path: socket.path) { line in
                Console.error("\(ISO8601DateFormatter().string(from: Date())) \(line)")
            }
            try account.give(socket)
            return listener
        }
        let log = try logListener(at: serving.logSocket, for: host)
        defer { log.close() }
        let guestLog = try guest.map { try logListener(at: serving.guestLogSocket, for: $0) }
        defer { guestLog?.close() }
        // The workers take sessions on a socket serve-ssh holds: one that ends is started again.
        let pool =
            try serving.workers > 0 ? WorkerPool(serving: serving, host: host, listener: RelayHello.listen(at: serving.workerSocket.path)) : nil
        try pool?.start()
        defer { pool?.stop() }
        let started = Date()
        // sshd leaves a session's ExposeAuthInfo file in /tmp when the session is killed with it.
        defer {
            host.removeAuthFiles(since: started)
            guest?.removeAuthFiles(since: started)
        }
        let sshdLog = SSHDLog()
        let reload = CatalogReload(snapshot: snapshot, readers: host, cache: serving.cache, pool: pool)
        try await SSHDaemon(sshd: sshd, serving: serving, log: sshdLog).run(
            SSHDaemon.Stages(
                ready: {
                    try ReadinessProbe(serving: serving, log: sshdLog).check()
                    let guests = guest.map { " (no key: " + ListenAddress.sshCommand(user: $0.user, address: listen, port: port) + ")" } ?? ""
                    Console.print("serving \(name) over SSH: \(ListenAddress.sshCommand(user: host.user, address: listen, port: port))\(guests)")
                },
                reload: { reload.run() },
                endSessions: { pool?.stop() }))
    }
}

extension ServeSSHCommand {
    /// Refuses a file holding a secret (the token, the host key) that is no file, or that others
    /// may read, in one line; a token file must hold a token.
    static func checkSecretFile(_ path: String, flag: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ValidationError("\(flag) \(path): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw ValidationError("\(flag) \(path) is not a file") }
        guard info.st_mode & 0o077 == 0 else {
            throw ValidationError(
                "\(flag) \(path) holds a secret but others may read it (mode \(String(info.st_mode & 0o777, radix: 8))); run: chmod 600 \(path)")
        }
        if flag == "--token-file" { _ = try readToken(path) }
    }

    /// The private Storefront token in `path` (its first line).
    static func readToken(_ path: String) throws -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ValidationError("--token-file \(path) cannot be read as text")
        }
        guard let token = text.split(separator: "\n").first.map({ $0.trimmingCharacters(in: .whitespaces) }), !token.isEmpty else {
            throw ValidationError("--token-file \(path) is empty: put the store's private Storefront token on its first line")
        }
        guard token.allSatisfy({ $0.isASCII && !$0.isWhitespace && !$0.isNewline && $0.asciiValue.map { $0 >= 0x21 && $0 < 0x7F } == true }) else {
            throw ValidationError("--token-file \(path) does not hold a token (one line of letters and digits)")
        }
        return token
    }

    /// The shop's name as the store says it; when the store does not answer, its domain, and a
    /// line on stderr: shoppers see an error until it answers, and serve-ssh serves anyway.
    static func storeName(shop: String) async -> String {
        do {
            let session = try StoreSession.make(try StoreOptions.parse(["--shop", shop, "--timeout", "15"]))
            return try await session.data(ShopQuery()).shop.name
        } catch {
            Console.error("serve-ssh: the store \(shop) does not answer (\(error)); serving anyway: shoppers see an error until it does")
            return shop
        }
    }
}

/// SIGHUP: the catalog read again (``CatalogSnapshot``); when it is good, the shared launch
/// answers are dropped and every worker is replaced, so every new session sees it; when it is
/// not, the old one stays, and stderr says why.
struct CatalogReload: Sendable {
    let snapshot: CatalogSnapshot?
    let readers: SSHHost
    let cache: URL
    let pool: WorkerPool?

    func run() {
        guard let snapshot else { return Console.error("serve-ssh: SIGHUP: no --catalog to read again") }
        do {
            let catalog = try snapshot.take(readers: readers)
            for item in (try? FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)) ?? [] {
                try? FileManager.default.removeItem(at: item)
            }
            pool?.replaceAll()
            Console.error(
                "serve-ssh: read \(snapshot.source.path) again (\(catalog.products.count) products): new sessions see it; sessions under way keep theirs until they end"
            )
        } catch {
            Console.error("\(error); still serving the catalog read before")
        }
    }
}
