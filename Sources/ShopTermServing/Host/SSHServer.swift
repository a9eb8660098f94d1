import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// `shopterm serve-ssh`, all of it but its options: the host prepared, sshd run in the
/// foreground with the workers, until SIGTERM or ctrl-c (SIGHUP reads `--catalog` again). Its
/// stages are ``ServingPipeline``'s; the command only parses the options into ``Options``.
package struct SSHServer: Sendable {
    package var options: Options

    package init(_ options: Options) { self.options = options }

    /// Serves (or, with `printConfig`, prints sshd's configuration and the two scripts) until
    /// sshd ends; its lines go to `output`. Throws ``SSHServeError`` when it cannot serve, and
    /// ``SecretFile/Refusal`` for a token file that holds no token.
    package func run(output: Output) async throws {
        let options = options
        // The configuration can be printed anywhere; serving needs the shoppers' account.
        let host = options.printConfig ? SSHHost.assumed(user: options.user) : try SSHHost.current(user: options.user)
        let places = ServingPlaces.resolve(state: options.state, hostDir: options.hostDir, isRoot: host.isRoot)
        let folder = places.host
        let snapshot = options.catalog.map {
            CatalogSnapshot(
                source: URL(fileURLWithPath: $0).standardizedFileURL, copy: ServingFolder(folder).catalogCopy, reader: options.demoCatalogs)
        }
        let serving = serving(host: host, places: places, snapshot: snapshot, output: output)
        if options.printConfig {
            output.line(serving.sshdConfig)
            output.line("# \(serving.keysCommand.path)\n" + serving.keysScript)
            return output.line("# \(serving.sessionCommand.path)\n" + serving.sessionScript)
        }
        guard FileManager.default.isExecutableFile(atPath: options.sshd) else {
            throw SSHServeError("serve-ssh needs OpenSSH's sshd at \(options.sshd) (Debian: apt-get install openssh-server)")
        }
        // A closed log (a pipe whose reader went) loses lines, never the server.
        signal(SIGPIPE, SIG_IGN)
        let guest = options.guests ? try SSHHost.guest(options.guestUser, shoppers: host) : nil
        try places.check(
            serverUID: getuid(),
            accounts: [(host.user, host.uid, host.gid)] + (guest.map { [($0.user, $0.uid, $0.gid)] } ?? [])
                + (host.isRoot ? [SSHHost.nobody].compactMap { $0 } : []))
        for warning in [host.homeWarning, guest?.homeWarning].compactMap({ $0 }) { output.error("serve-ssh: " + warning) }
        // One serve-ssh per host folder: another would rewrite the scripts under this one's sessions.
        let lock = try SSHHost.lock(folder)
        defer { close(lock) }
        let token = try options.tokenFile.map { try TokenFile($0).token() }
        if case .postgres(let uri) = places.database, URLComponents(string: uri)?.password != nil {
            output.error("serve-ssh: the database's password is on the command line, where ps shows it: put it in a PGPASSFILE (docs/ssh.md)")
        }
        if options.tokenFile != nil, options.shop == nil {
            output.error("serve-ssh: --token-file is for a Shopify store (--shop); the embedded demo store needs no token, so it is not used")
        }
        try SSHHost.prepare(
            serving, host: host, guest: guest, hostKeyGiven: options.hostKey != nil, token: options.shop == nil ? nil : token,
            passwords: Self.passwords)
        let name = try await storeName(snapshot: snapshot, readers: host, output: output)
        let forgetting = forget(in: ShopperDatabase(location: serving.database), output: output)
        defer { forgetting.cancel() }
        let log = try Self.logListener(at: serving.logSocket, for: host, output: output)
        defer { log.close() }
        let guestLog = try guest.map { try Self.logListener(at: serving.guestLogSocket, for: $0, output: output) }
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
        let reload = CatalogReload(snapshot: snapshot, readers: host, cache: serving.cache, pool: pool, say: output.error)
        try await SSHDaemon(sshd: options.sshd, serving: serving, log: sshdLog).run(
            SSHDaemon.Stages(
                ready: {
                    try ReadinessProbe(serving: serving, log: sshdLog).check()
                    let guests =
                        guest.map { " (no key: " + ListenAddress.sshCommand(user: $0.user, address: options.listen, port: options.port) + ")" } ?? ""
                    output.line(
                        "serving \(name) over SSH: \(ListenAddress.sshCommand(user: host.user, address: options.listen, port: options.port))\(guests)"
                    )
                },
                reload: { reload.run() },
                endSessions: { pool?.stop() }))
    }

    /// The PostgreSQL password file serve-ssh was given (`PGPASSFILE`).
    private static var passwords: URL? { ProcessInfo.processInfo.environment["PGPASSFILE"].map { URL(fileURLWithPath: $0) } }

    /// sshd's configuration and scripts for these options; without shopterm-relay, no workers
    /// (said on stderr, unless only printing).
    private func serving(host: SSHHost, places: ServingPlaces, snapshot: CatalogSnapshot?, output: Output) -> SSHServing {
        let folder = places.host
        var storeArguments: [String] = []
        if let shop = options.shop {
            storeArguments = ["--shop", shop]
        } else if let snapshot {
            storeArguments = ["--catalog", snapshot.copy.path]
        } else if let size = options.demoSize {
            storeArguments = ["--demo-size", String(size)]
        }
        var serving = SSHServing(
            listen: options.listen, port: options.port, state: folder,
            hostKey: options.hostKey.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? ServingFolder(folder).hostKey,
            user: host.user, keysCommandUser: host.keysCommandUser, shopterm: ServingFolder(folder).shopterm,
            storeArguments: storeArguments, idleMinutes: options.idleMinutes, catalogSeconds: options.catalogSeconds, database: places.database)
        serving.accounts = options.accounts
        serving.guestUser = options.guests ? options.guestUser : nil
        serving.workers = options.workers
        serving.behindProxy = options.behindProxy
        if case .postgres = places.database, Self.passwords != nil { serving.passwordFile = ServingFolder(folder).passwordFile }
        if options.workers > 0, options.relay == nil, !options.printConfig {
            output.error("serve-ssh: no shopterm-relay beside shopterm (scripts/build-relay.sh makes it): each session runs in a process of its own")
            serving.workers = 0
        }
        serving.sessionsPerWorker = options.sessionsPerWorker
        return serving
    }

    /// The served shop's name: the catalog's (taken into the host folder, for `--catalog`), or
    /// the store's.
    private func storeName(snapshot: CatalogSnapshot?, readers: SSHHost, output: Output) async throws -> String {
        if let snapshot { return try snapshot.take(readers: readers).name }
        guard let shop = options.shop else { return try options.demoCatalogs.builtIn(options.demoSize).name }
        return await Self.storeName(shop: shop, output: output)
    }

    /// Carts not touched for `forgetAfterDays` are deleted now and every hour while serving.
    private func forget(in database: ShopperDatabase, output: Output) -> Task<Void, Never> {
        let keep = TimeInterval(options.forgetAfterDays) * 86_400
        return Task.detached {
            while !Task.isCancelled {
                if let forgotten = try? database.forget(before: Date().addingTimeInterval(-keep)), forgotten > 0 {
                    output.error("serve-ssh: forgot \(forgotten) cart(s) untouched for \(Int(keep / 86_400)) days")
                }
                try? await Task.sleep(nanoseconds: 3_600_000_000_000)
            }
        }
    }

    /// Each session's start and end, on stderr (see ``SessionLog``): a socket for each account.
    private static func logListener(at socket: URL, for account: SSHHost, output: Output) throws -> SessionLog.Listener {
        let listener = try SessionLog.Listener(path: socket.path) { line in
            output.error("\(ISO8601DateFormatter().string(from: Date())) \(line)")
        }
        try account.give(socket)
        return listener
    }
}
