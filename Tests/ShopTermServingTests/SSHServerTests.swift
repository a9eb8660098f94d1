import Foundation
import ShopTermServing
import Testing

/// serve-ssh's entry point in process, where it needs neither root nor sshd: what
/// `--print-config` prints (as `shopterm serve-ssh` printed it before the serving moved
/// here), and the line that says sessions run a process each when shopterm-relay is missing.
@Suite struct SSHServerTests {
    /// Standard output and standard error, kept for the test.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var out: [String] = []
        private var err: [String] = []
        var output: SSHServer.Output {
            SSHServer.Output(
                line: { line in self.lock.withLock { self.out.append(line) } }, error: { line in self.lock.withLock { self.err.append(line) } })
        }
        var stdout: [String] { lock.withLock { out } }
        var stderr: [String] { lock.withLock { err } }
    }

    /// A catalog reader that fails the test when used (nothing here reads a catalog).
    static let noCatalogs = DemoCatalogReader(
        check: { _ in
            Issue.record("no catalog file is read")
            return DemoCatalogReader.Summary(name: "", products: 0)
        },
        builtIn: { _ in
            Issue.record("no built-in catalog is read")
            return DemoCatalogReader.Summary(name: "", products: 0)
        })

    /// A host folder nothing here makes.
    static let hostDir = "/tmp/shopterm-golden-host"

    /// `shopterm serve-ssh --print-config --host-dir /tmp/shopterm-golden-host --state postgres://u@h/db
    /// --workers 0 --guests --no-accounts --behind-proxy --catalog /nonexistent.json`, as root, as
    /// the command printed it before serving moved into this library.
    static let printed = """
        # Written by shopterm serve-ssh: the storefront over SSH, any key welcome.
        Port 2222
        ListenAddress 127.0.0.1
        HostKey /tmp/shopterm-golden-host/host_ed25519_key
        PidFile none
        UsePAM no
        PubkeyAuthentication yes
        AuthenticationMethods publickey
        PasswordAuthentication no
        KbdInteractiveAuthentication no
        AuthorizedKeysFile none
        AuthorizedKeysCommand /tmp/shopterm-golden-host/authorized-keys %t %k
        AuthorizedKeysCommandUser nobody
        AllowUsers shop guest
        ExposeAuthInfo yes
        ForceCommand exec /tmp/shopterm-golden-host/session
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
        # Behind a proxy (--behind-proxy): every shopper has its address; its stick table limits each source.
        PerSourceMaxStartups none
        ClientAliveInterval 15
        ClientAliveCountMax 4
        UnusedConnectionTimeout 30
        ChannelTimeout session=35m
        PrintMotd no
        PrintLastLog no
        LogLevel INFO

        Match User shop
            Banner /tmp/shopterm-golden-host/banner-shopper
        Match User guest
            AuthenticationMethods none
            PasswordAuthentication yes
            PermitEmptyPasswords yes
            Banner /tmp/shopterm-golden-host/banner-guest

        # /tmp/shopterm-golden-host/authorized-keys
        #!/bin/sh
        # Written by shopterm serve-ssh: any key may shop; sshd checks its signature.
        case "$1" in ssh-*|ecdsa-*|sk-*) ;; *) exit 0 ;; esac
        case "$2" in *[!A-Za-z0-9+/=]*|'') exit 0 ;; esac
        printf 'restrict,pty %s %s\\n' "$1" "$2"

        # /tmp/shopterm-golden-host/session
        #!/bin/sh
        # Written by shopterm serve-ssh: one kiosk storefront per session; the client's command is ignored.
        exec /tmp/shopterm-golden-host/bin/shopterm ssh-session --state /tmp/shopterm-golden-host --idle-minutes 30 --catalog-seconds 30 --no-accounts --behind-proxy --guest-user guest -- --catalog /tmp/shopterm-golden-host/catalog.json


        """

    /// The printed text with the accounts this test's user would have (root: shop and nobody).
    static func expected(_ text: String) -> String {
        let host = SSHHost.assumed(user: "shop")
        return text.replacingOccurrences(of: "AllowUsers shop", with: "AllowUsers \(host.user)")
            .replacingOccurrences(of: "Match User shop", with: "Match User \(host.user)")
            .replacingOccurrences(of: "AuthorizedKeysCommandUser nobody", with: "AuthorizedKeysCommandUser \(host.keysCommandUser)")
    }

    @Test func printConfigPrintsWhatTheCommandPrintedBefore() async throws {
        var options = SSHServer.Options(demoCatalogs: Self.noCatalogs)
        options.printConfig = true
        options.hostDir = Self.hostDir
        options.state = "postgres://u@h/db"
        options.workers = 0
        options.guests = true
        options.accounts = false
        options.behindProxy = true
        options.catalog = "/nonexistent.json"
        let lines = Lines()
        try await SSHServer(options).run(output: lines.output)
        #expect(lines.stdout.count == 3)
        #expect(lines.stdout.map { $0 + "\n" }.joined() == Self.expected(Self.printed))
        #expect(lines.stderr == [])
        #expect(!FileManager.default.fileExists(atPath: Self.hostDir))
    }

    @Test func printConfigWithWorkersHandsSessionsToTheRelay() async throws {
        var options = SSHServer.Options(demoCatalogs: Self.noCatalogs)
        options.printConfig = true
        options.hostDir = Self.hostDir
        options.workers = 2
        options.relay = nil  // printing needs no relay, and says nothing of it
        let lines = Lines()
        try await SSHServer(options).run(output: lines.output)
        let session = try #require(lines.stdout.last?.split(separator: "\n").last)
        #expect(
            session
                == "exec \(Self.hostDir)/bin/shopterm-relay \(Self.hostDir)/workers.sock -- \(Self.hostDir)/bin/shopterm ssh-session --state \(Self.hostDir) --idle-minutes 30 --catalog-seconds 30 --"
        )
        #expect(lines.stderr == [])
    }

    /// Without shopterm-relay, serve-ssh says each session runs in a process of its own before
    /// anything else (here: before it finds no sshd).
    @Test func withoutTheRelayEachSessionRunsInAProcessOfItsOwn() async throws {
        var options = SSHServer.Options(demoCatalogs: Self.noCatalogs)
        options.user = ServingFixture.thisAccount
        options.hostDir = Self.hostDir
        options.sshd = "/nonexistent/sshd"
        options.workers = 2
        options.relay = nil
        let lines = Lines()
        await #expect(throws: SSHServeError.self) { try await SSHServer(options).run(output: lines.output) }
        #expect(
            lines.stderr == [
                "serve-ssh: no shopterm-relay beside shopterm (scripts/build-relay.sh makes it): each session runs in a process of its own"
            ])
        options.relay = URL(fileURLWithPath: "/bin/true")
        let withRelay = Lines()
        do {
            try await SSHServer(options).run(output: withRelay.output)
            Issue.record("served without sshd")
        } catch let error as SSHServeError {
            #expect(error.description == "serve-ssh: serve-ssh needs OpenSSH's sshd at /nonexistent/sshd (Debian: apt-get install openssh-server)")
        }
        #expect(withRelay.stderr == [])
        #expect(lines.stdout == [] && withRelay.stdout == [])
    }
}
