import Foundation
import ShopTermApp
import StoreKitCore

/// What `shopterm serve-ssh` hands OpenSSH's `sshd`: its configuration, the
/// `AuthorizedKeysCommand` that welcomes any key, and the `ForceCommand` that runs one kiosk
/// storefront per session. Pure text, so that `--print-config` and the tests read what sshd runs.
public struct SSHServing: Sendable, Equatable {
    /// The address sshd listens on.
    public var listen: String
    /// The port sshd listens on.
    public var port: Int
    /// The folder of the host key, the configuration, the scripts and the shoppers' state.
    public var state: URL
    /// The host key sshd proves itself with.
    public var hostKey: URL
    /// The account shoppers log in as (`shop`, or the user running serve-ssh when not root).
    public var user: String
    /// The user that runs the `AuthorizedKeysCommand` (`nobody` as root).
    public var keysCommandUser: String
    /// The shopterm binary the sessions run.
    public var shopterm: URL
    /// What each session's storefront is given to name its store: `--shop URL`, or the embedded
    /// demo store's catalog options (none: the built-in one).
    public var storeArguments: [String]
    /// Minutes a session may sit idle before it ends.
    public var idleMinutes: Int
    /// Seconds the launch answers stand for every session (``SharedCatalog``).
    public var catalogSeconds: Int
    /// False: the storefront offers no customer account (`--no-accounts`).
    public var accounts = true
    /// The account keyless visitors log in as, with no authentication (`--guests`); nil: a key
    /// is needed. It must be another account than `user`: "none" authentication would succeed
    /// on the shoppers' account before any key is offered (OpenSSH's auth2-none.c).
    public var guestUser: String?
    /// Where the shoppers' carts and markets are kept: this host's SQLite file by default, or
    /// PostgreSQL shared by several hosts.
    public var database: ShopperDatabaseLocation
    /// Storefront workers, each running many sessions (``relay`` hands each shopper's terminal
    /// to one); 0: every session runs its storefront in a process of its own.
    public var workers = 0
    /// The most sessions one worker runs at once (past it a session gets a process of its own).
    public var sessionsPerWorker = 1_000
    /// True when every shopper comes through a proxy (HAProxy: `--behind-proxy`): sshd sees the
    /// proxy's address for all of them, so the per-source limits are the proxy's
    /// (deploy/haproxy.cfg), not sshd's, and no shopper's address is known to send the store.
    public var behindProxy = false
    /// A libpq password file the sessions read (`PGPASSFILE`), when the database's address
    /// names no password (serve-ssh copies the operator's for the shoppers' account).
    public var passwordFile: URL?

    /// A setup of the given parts.
    public init(
        listen: String, port: Int, state: URL, hostKey: URL, user: String, keysCommandUser: String, shopterm: URL,
        storeArguments: [String], idleMinutes: Int, catalogSeconds: Int = 30, database: ShopperDatabaseLocation? = nil
    ) {
        self.catalogSeconds = catalogSeconds
        self.listen = listen
        self.port = port
        self.state = state
        self.hostKey = hostKey
        self.user = user
        self.keysCommandUser = keysCommandUser
        self.shopterm = shopterm
        self.storeArguments = storeArguments
        self.idleMinutes = idleMinutes
        self.database = database ?? .sqlite(ServingFolder(state).sqliteDatabase)
    }

    /// The state folder's layout (``ServingFolder``): the places below are its.
    public var folder: ServingFolder { ServingFolder(state) }

    /// The `AuthorizedKeysCommand` script's place.
    public var keysCommand: URL { folder.keysCommand }
    /// The `ForceCommand` script's place.
    public var sessionCommand: URL { folder.sessionCommand }
    /// The configuration's place.
    public var configFile: URL { folder.configFile }
    /// The shared state of the sessions (none is a shopper's own).
    public var sessions: URL { folder.sessions(guest: false) }
    /// The socket sessions send their start and end lines to (``SessionLog``).
    public var logSocket: URL { folder.logSocket(guest: false) }
    /// The guests' shared state, cache and log socket (their account is another than the
    /// shoppers', and each account's folders are its own).
    public var guestSessions: URL { folder.sessions(guest: true) }
    public var guestCache: URL { folder.cache(guest: true) }
    public var guestLogSocket: URL { folder.logSocket(guest: true) }
    /// The file telling sessions where the shoppers' database is (its address may hold a
    /// password: readable by the shoppers' account only).
    public var databaseFile: URL { folder.databaseFile }
    /// The private Storefront token the sessions send, when serve-ssh was given one (readable by
    /// the shoppers' account only).
    public var tokenFile: URL { folder.tokenFile(guest: false) }
    /// The catalog answers every session shares.
    public var cache: URL { folder.cache(guest: false) }
    /// shopterm-relay, beside the shopterm sessions run.
    public var relay: URL { shopterm.deletingLastPathComponent().appendingPathComponent("shopterm-relay") }
    /// The socket the workers take sessions on.
    public var workerSocket: URL { folder.workerSocket }

    /// sshd's configuration: public keys only (any key, checked by signature), one session per
    /// connection with a pty, no forwarding, no environment from the client but its locale, no user rc, no
    /// subsystem, and the limits that keep a crowd (and a flood) from starving real shoppers.
    public var sshdConfig: String {
        """
        # Written by shopterm serve-ssh: the storefront over SSH, any key welcome.
        Port \(port)
        ListenAddress \(listen)
        HostKey \(hostKey.path)
        PidFile none
        UsePAM no
        PubkeyAuthentication yes
        AuthenticationMethods publickey
        PasswordAuthentication no
        KbdInteractiveAuthentication no
        AuthorizedKeysFile none
        AuthorizedKeysCommand \(keysCommand.path) %t %k
        AuthorizedKeysCommandUser \(keysCommandUser)
        AllowUsers \(([user] + (guestUser.map { [$0] } ?? [])).joined(separator: " "))
        ExposeAuthInfo yes
        ForceCommand exec \(ShellWord.quoted(sessionCommand.path))
        PermitTTY yes
        DisableForwarding yes
        AllowAgentForwarding no
        AllowTcpForwarding no
        AllowStreamLocalForwarding no
        X11Forwarding no
        PermitTunnel no
        PermitUserRC no
        PermitUserEnvironment no
        # The client's locale, read by the session only for whether its terminal shows UTF-8 (checked there, passed to nothing).
        AcceptEnv LANG LC_ALL LC_CTYPE
        MaxSessions 1
        MaxAuthTries 20
        LoginGraceTime 15
        MaxStartups 1000:30:3000
        \(perSourceLimits)
        ClientAliveInterval 15
        ClientAliveCountMax 4
        UnusedConnectionTimeout 30
        ChannelTimeout session=\(idleMinutes + 5)m
        PrintMotd no
        PrintLastLog no
        LogLevel INFO
        \(guestUser == nil ? "Banner \(shopperBannerFile.path)" : "")
        \(guestMatch)
        """
    }

    /// One address may have 10 handshakes under way at once; behind a proxy every shopper has
    /// the proxy's address, so the limits per source are the proxy's (deploy/haproxy.cfg), and
    /// sshd's would lock the whole crowd out behind a few slow clients.
    private var perSourceLimits: String {
        behindProxy
            ? "# Behind a proxy (--behind-proxy): every shopper has its address; its stick table limits each source.\nPerSourceMaxStartups none"
            : "PerSourceMaxStartups 10\nPerSourceNetBlockSize 32:128"
    }

    /// The banner a client logging in as the shoppers' account sees (before any key is tried:
    /// a client with no key learns where to go).
    public var shopperBanner: String {
        guard let guestUser else { return "This shop knows you by your SSH key (no key? ssh-keygen makes one): your cart is kept with it.\n" }
        return
            "No SSH key? Connect as \(guestUser)@ instead of \(user)@ to shop as a guest (your cart then lasts the session; ssh-keygen makes a key, which keeps it).\n"
    }
    /// The banner a guest sees.
    public var guestBanner: String {
        "Shopping as a guest: your cart lasts this session. With an SSH key, connect as \(user)@ instead to keep it.\n"
    }
    /// The banners' files, in the state folder.
    public var shopperBannerFile: URL { folder.shopperBannerFile }
    public var guestBannerFile: URL { folder.guestBannerFile }

    /// Guests: "none" authentication for their account alone (it has an empty password, and
    /// sshd checks it without PAM), so that a client with no key gets in.
    private var guestMatch: String {
        guard let guestUser else { return "" }
        return """
            Match User \(user)
                Banner \(shopperBannerFile.path)
            Match User \(guestUser)
                AuthenticationMethods none
                PasswordAuthentication yes
                PermitEmptyPasswords yes
                Banner \(guestBannerFile.path)

            """
    }

    /// The `AuthorizedKeysCommand`: every key is welcome, restricted to a pty (sshd still checks
    /// the client's signature with it).
    public var keysScript: String {
        """
        #!/bin/sh
        # Written by shopterm serve-ssh: any key may shop; sshd checks its signature.
        case "$1" in ssh-*|ecdsa-*|sk-*) ;; *) exit 0 ;; esac
        case "$2" in *[!A-Za-z0-9+/=]*|'') exit 0 ;; esac
        printf 'restrict,pty %s %s\\n' "$1" "$2"

        """
    }

    /// The `ForceCommand`: one kiosk storefront, whatever the client asked to run: handed to a
    /// worker by shopterm-relay, or (no worker, or none takes it) in a process of its own.
    public var sessionScript: String {
        let storefront = [shopterm.path, "ssh-session"] + sessionArguments
        let command = workers > 0 ? [relay.path, workerSocket.path, "--"] + storefront : storefront
        return """
            #!/bin/sh
            # Written by shopterm serve-ssh: one kiosk storefront per session; the client's command is ignored.
            exec \(command.map(ShellWord.quoted).joined(separator: " "))

            """
    }

    /// A worker's command line (after the shopterm binary).
    public var workerArguments: [String] {
        ["ssh-worker", "--max-sessions", String(sessionsPerWorker)] + sessionArguments
    }

    /// What a session's storefront, or a worker's, is told (its store options last, after `--`).
    private var sessionArguments: [String] {
        ["--state", state.path, "--idle-minutes", String(idleMinutes), "--catalog-seconds", String(catalogSeconds)]
            + (accounts ? [] : ["--no-accounts"]) + (behindProxy ? ["--behind-proxy"] : []) + (guestUser.map { ["--guest-user", $0] } ?? [])
            + ["--"] + storeArguments
    }

    /// A worker's whole environment: nothing of serve-ssh's own, the folders its sessions share.
    public var workerEnvironment: [String: String] {
        [
            "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent",
            "XDG_CONFIG_HOME": folder.directories(guest: false).config.path,
            "XDG_STATE_HOME": folder.directories(guest: false).state.path, "XDG_CACHE_HOME": folder.directories(guest: false).cache.path,
        ].merging(passwordFile.map { ["PGPASSFILE": $0.path] } ?? [:]) { first, _ in first }
    }
}
