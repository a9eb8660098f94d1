import Foundation
import ShopTermApp
import ShopTermServing
import Testing

/// What serve-ssh hands sshd: its configuration, the key command, the session command; and the
/// shopper's identity, read as OpenSSH reads it.
@Suite struct SSHServingTests {
    static let serving = SSHServing(
        listen: "127.0.0.1", port: 2222, state: URL(fileURLWithPath: "/var/lib/shop'term"), hostKey: URL(fileURLWithPath: "/var/lib/k"),
        user: "shop", keysCommandUser: "nobody", shopterm: URL(fileURLWithPath: "/var/lib/shop'term/bin/shopterm"),
        storeArguments: ["--shop", "https://a.example"], idleMinutes: 30)

    static func sh(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-ssh-\(UUID().uuidString)")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [file.path] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func sshdIsGivenKeysOnlyOnePtyAndNothingElse() {
        let config = Self.serving.sshdConfig.split(separator: "\n").map(String.init)
        for line in [
            "Port 2222", "ListenAddress 127.0.0.1", "AuthenticationMethods publickey", "PasswordAuthentication no",
            "KbdInteractiveAuthentication no", "AuthorizedKeysFile none", "AuthorizedKeysCommand /var/lib/shop'term/authorized-keys %t %k",
            "AuthorizedKeysCommandUser nobody", "AllowUsers shop", "ExposeAuthInfo yes", "ForceCommand exec '/var/lib/shop'\\''term/session'",
            "DisableForwarding yes", "PermitUserRC no", "PermitUserEnvironment no", "X11Forwarding no", "MaxSessions 1",
            "ChannelTimeout session=35m", "PerSourceMaxStartups 10",
        ] {
            #expect(config.contains(line), "\(line)")
        }
        // Nothing of the client's environment but its locale, and no subsystem (sftp); no keyless account.
        #expect(config.filter { $0.hasPrefix("AcceptEnv") } == ["AcceptEnv LANG LC_ALL LC_CTYPE"])
        #expect(!config.contains { $0.hasPrefix("Subsystem") })
        #expect(!config.contains { $0.contains("PermitEmptyPasswords") || $0.contains("Match") })
        // A keyless client is told that the shop knows shoppers by their key.
        #expect(config.contains("Banner /var/lib/shop'term/banner-shopper"))
        #expect(Self.serving.shopperBanner.contains("ssh-keygen makes one"))
    }

    /// Guests: "none" authentication for their own account only, never the shoppers'.
    @Test func guestsGetNoneAuthenticationOnTheirAccountAlone() throws {
        var serving = Self.serving
        serving.guestUser = "guest"
        let config = serving.sshdConfig
        #expect(config.contains("AllowUsers shop guest\n"))
        let match = try #require(config.range(of: "Match User guest\n"))
        // Everything before the Match block is every account's (keys only); the block is the guests'.
        #expect(config[..<match.lowerBound].contains("AuthenticationMethods publickey\n"))
        #expect(!config[..<match.lowerBound].contains("PermitEmptyPasswords"))
        let block = config[match.upperBound...].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(
            block == [
                "AuthenticationMethods none", "PasswordAuthentication yes", "PermitEmptyPasswords yes", "Banner /var/lib/shop'term/banner-guest",
            ])
        // A keyless client trying the shoppers' account is told of the guests' (sshd's banner, per account).
        #expect(config.contains("Match User shop\n    Banner /var/lib/shop'term/banner-shopper\n"))
        #expect(serving.shopperBanner.contains("guest@ instead of shop@"))
        #expect(serving.guestBanner.contains("connect as shop@ instead"))
        #expect(serving.sessionScript.contains("--guest-user guest --"))
    }

    /// Behind HAProxy every shopper has its address: sshd's per-source limit would lock the whole
    /// crowd out behind a few slow clients, so the limits per source are HAProxy's.
    @Test func behindAProxySshdLimitsNoSourceAndSessionsSendNoAddress() {
        #expect(!Self.serving.sessionScript.contains("--behind-proxy"))
        var serving = Self.serving
        serving.behindProxy = true
        let config = serving.sshdConfig.split(separator: "\n").map(String.init)
        #expect(config.contains("PerSourceMaxStartups none"))
        #expect(config.contains("MaxStartups 1000:30:3000"))
        #expect(!config.contains("PerSourceMaxStartups 10"))
        #expect(serving.sessionScript.contains(" --behind-proxy -- "))
        #expect(serving.workerArguments.contains("--behind-proxy"))
    }

    @Test func theDatabasesPasswordFileReachesTheWorkersAsPGPASSFILE() {
        #expect(Self.serving.workerEnvironment["PGPASSFILE"] == nil)
        var serving = Self.serving
        serving.passwordFile = URL(fileURLWithPath: "/var/lib/shop'term/pgpass")
        #expect(serving.workerEnvironment["PGPASSFILE"] == "/var/lib/shop'term/pgpass")
    }

    @Test func anyKeyIsWelcomeRestrictedToAPty() throws {
        let key = "AAAAC3NzaC1lZDI1NTE5AAAAIGv5b1Vw8vHkzJ0vM2tQ4JmA6z0l7xq1D8Y1k8K3cWZr"
        #expect(try Self.sh(Self.serving.keysScript, ["ssh-ed25519", key]).output == "restrict,pty ssh-ed25519 \(key)\n")
        #expect(try Self.sh(Self.serving.keysScript, ["ecdsa-sha2-nistp256", "AAAA"]).output == "restrict,pty ecdsa-sha2-nistp256 AAAA\n")
        // Not a key type, or a key with more than base64 in it: nothing is printed (no login).
        #expect(try Self.sh(Self.serving.keysScript, ["command=\"sh\"", key]).output == "")
        #expect(try Self.sh(Self.serving.keysScript, ["ssh-ed25519", "AAAA bad,command=\"sh\""]).output == "")
    }

    @Test func theSessionRunsShoptermWhateverTheClientAskedWithTheWordsQuoted() throws {
        let script = Self.serving.sessionScript
        #expect(
            script.contains(
                "exec '/var/lib/shop'\\''term/bin/shopterm' ssh-session --state '/var/lib/shop'\\''term' --idle-minutes 30 --catalog-seconds 30 -- --shop https://a.example"
            ))
        let echo = script.replacingOccurrences(of: "exec ", with: "printf '%s|' ")
        #expect(
            try Self.sh(echo, []).output
                == "/var/lib/shop'term/bin/shopterm|ssh-session|--state|/var/lib/shop'term|--idle-minutes|30|--catalog-seconds|30|--|--shop|https://a.example|"
        )
    }

    /// With workers, sshd runs the relay, which falls back to the same storefront process; the
    /// workers are told what a session is, and nothing of serve-ssh's own environment.
    @Test func withWorkersTheRelayRunsFirst() throws {
        var serving = Self.serving
        serving.workers = 2
        serving.sessionsPerWorker = 300
        let echo = serving.sessionScript.replacingOccurrences(of: "exec ", with: "printf '%s|' ")
        #expect(
            try Self.sh(echo, []).output
                == "/var/lib/shop'term/bin/shopterm-relay|/var/lib/shop'term/workers.sock|--|/var/lib/shop'term/bin/shopterm|ssh-session|--state|/var/lib/shop'term|--idle-minutes|30|--catalog-seconds|30|--|--shop|https://a.example|"
        )
        #expect(
            serving.workerArguments == [
                "ssh-worker", "--max-sessions", "300", "--state", "/var/lib/shop'term", "--idle-minutes", "30", "--catalog-seconds", "30", "--",
                "--shop", "https://a.example",
            ])
        #expect(Set(serving.workerEnvironment.keys) == ["LANG", "PATH", "HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"])
    }

    /// The fingerprint is OpenSSH's own (`ssh-keygen -lf`), read from sshd's `SSH_USER_AUTH` file.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen")))
    func theFingerprintIsOpenSSHs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("k").path
        let made = try Self.sh("ssh-keygen -q -t ed25519 -N '' -f \"$1\" && ssh-keygen -lf \"$1.pub\"", [key])
        let expected = try #require(made.output.split(separator: " ").dropFirst().first.map(String.init))
        let publicKey = try String(contentsOfFile: key + ".pub", encoding: .utf8).split(separator: " ")
        let info = "publickey \(publicKey[0]) \(publicKey[1])\n"
        #expect(ShopperKey.fingerprint(authInfo: info) == expected)
        #expect(ShopperKey.fingerprint(authInfo: "password\n") == nil)
        let folderName = ShopperKey.id(fingerprint: expected)
        #expect(folderName.count == 32 && folderName.allSatisfy(\.isHexDigit) && !folderName.contains(expected))
        #expect(ShopperKey.id(fingerprint: expected) == folderName)
    }

    @Test func anUnknownOrHostileTerminalTypeIsAPlainXterm() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-terminfo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("x"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(FileManager.default.createFile(atPath: folder.appendingPathComponent("x/xterm-kitty").path, contents: Data()))
        #expect(ShopperKey.terminalType("xterm-kitty", terminfo: [folder.path]) == "xterm-kitty")
        #expect(ShopperKey.terminalType("no-such-terminal", terminfo: [folder.path]) == "xterm")
        #expect(ShopperKey.terminalType("../../etc/passwd", terminfo: [folder.path]) == "xterm")
        #expect(ShopperKey.terminalType("xterm\u{1b}[2J", terminfo: [folder.path]) == "xterm")
        #expect(ShopperKey.terminalType(nil, terminfo: [folder.path]) == "xterm")
    }
}
