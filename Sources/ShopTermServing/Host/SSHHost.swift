import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// The machine serve-ssh runs on: who shoppers log in as, and the files sshd is given.
package struct SSHHost {
    /// The account shoppers log in as.
    package var user: String
    /// Who runs the `AuthorizedKeysCommand`.
    package var keysCommandUser: String
    /// The shoppers' account's IDs (their folders are theirs).
    package var uid: uid_t
    package var gid: gid_t
    /// True when serve-ssh runs as root (sshd then switches to `user` for each session).
    package var isRoot: Bool
    /// The account's home folder (sshd changes to it before each session).
    package var home = "/"

    /// The account the key command runs as (`nobody`), as root; nil when there is none.
    package static var nobody: (name: String, uid: uid_t, gid: gid_t)? {
        getpwnam("nobody").map { ("nobody", $0.pointee.pw_uid, $0.pointee.pw_gid) }
    }

    /// A home folder that does not exist makes sshd write "Could not chdir to home directory"
    /// on every shopper's screen: said once, with the fix.
    package var homeWarning: String? {
        guard isRoot, !FileManager.default.fileExists(atPath: home) else { return nil }
        return "the home folder of \(user), \(home), does not exist: sshd says so on every shopper's screen; fix: usermod --home / \(user)"
    }

    /// As root, shoppers are `user` (which must exist); as anyone else, that user.
    package static func current(user: String) throws -> SSHHost {
        if getuid() == 0 {
            guard let entry = getpwnam(user) else {
                throw SSHServeError(
                    "there is no user \(user) for shoppers; make it with: useradd --system --no-create-home --home-dir / --shell /bin/sh -p '*' \(user)"
                )
            }
            // sshd (without PAM) refuses a locked account ("!" in /etc/shadow), even for a key.
            if passwordField(of: user)?.hasPrefix("!") == true {
                throw SSHServeError("the account \(user) is locked, and sshd refuses it; unlock it without a password: usermod -p '*' \(user)")
            }
            return SSHHost(
                user: user, keysCommandUser: "nobody", uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid, isRoot: true,
                home: String(cString: entry.pointee.pw_dir))
        }
        guard let entry = getpwuid(getuid()) else { throw SSHServeError("cannot tell which user runs serve-ssh") }
        let name = String(cString: entry.pointee.pw_name)
        return SSHHost(user: name, keysCommandUser: name, uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid, isRoot: false)
    }

    /// Keyless visitors' account (`--guests`, as root): it must exist, be another than the
    /// shoppers', and have an empty password ("none" authentication checks it, without PAM).
    package static func guest(_ name: String, shoppers: SSHHost) throws -> SSHHost {
        let make = "useradd --system --no-create-home --home-dir / --shell /bin/sh \(name) && passwd -d \(name)"
        guard shoppers.isRoot else { throw SSHServeError("--guests needs root (guests log in as an account of their own)") }
        guard name != shoppers.user else { throw SSHServeError("--guest-user must be another account than the shoppers' (\(name))") }
        guard let entry = getpwnam(name) else { throw SSHServeError("there is no user \(name) for guests; make it with: \(make)") }
        guard passwordField(of: name) == "" else {
            throw SSHServeError("the guests' account \(name) needs an empty password (sshd lets a keyless guest in only then): passwd -d \(name)")
        }
        return SSHHost(
            user: name, keysCommandUser: "nobody", uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid, isRoot: true,
            home: String(cString: entry.pointee.pw_dir))
    }

    /// `user`'s password field in /etc/shadow ("!…": locked; empty: no password); nil when it
    /// cannot be read.
    package static func passwordField(of user: String) -> Substring? {
        let shadow = (try? String(contentsOfFile: "/etc/shadow", encoding: .utf8)) ?? ""
        return shadow.split(separator: "\n").first { $0.hasPrefix("\(user):") }?.split(separator: ":", omittingEmptySubsequences: false).dropFirst()
            .first
    }

    /// This shopterm binary.
    package static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0].contains("/") ? CommandLine.arguments[0] : "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// shopterm-relay, installed beside this shopterm (nil when it is not).
    package static var relay: URL? {
        let relay = executable.deletingLastPathComponent().appendingPathComponent("shopterm-relay")
        return FileManager.default.isExecutableFile(atPath: relay.path) ? relay : nil
    }

    /// A copy of the program `source` at `target`, put there by rename(2): a session starting
    /// meanwhile runs the old one or the new.
    private static func place(_ source: URL, at target: URL) throws {
        let copy = target.appendingPathExtension("new")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: source, to: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        guard rename(copy.path, target.path) == 0 else { throw SSHServeError("cannot place \(target.path): \(String(cString: strerror(errno)))") }
    }

    /// Who shoppers would be, unchecked (for `--print-config`).
    package static func assumed(user: String) -> SSHHost {
        if getuid() == 0 { return SSHHost(user: user, keysCommandUser: "nobody", uid: 0, gid: 0, isRoot: true) }
        let name = getpwuid(getuid()).map { String(cString: $0.pointee.pw_name) } ?? user
        return SSHHost(user: name, keysCommandUser: name, uid: getuid(), gid: getgid(), isRoot: false)
    }

    /// Writes what sshd is given into the state folder: the host key (made once), this shopterm
    /// (a copy the shoppers' account can run), the configuration and the two scripts. The
    /// folder and the scripts are the server's (sshd refuses a command others could change);
    /// the shoppers' and the cache's folders are the shoppers' account's.
    package static func prepare(_ serving: SSHServing, host: SSHHost, guest: SSHHost?, hostKeyGiven: Bool, token: String?, passwords: URL?) throws {
        let files = FileManager.default
        // sshd's privilege separation folder (Debian's service makes it at boot; a container may lack it).
        if host.isRoot, !files.fileExists(atPath: "/run/sshd") {
            try files.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        }
        try files.createDirectory(at: serving.state, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: serving.state.path)
        if !hostKeyGiven, !files.fileExists(atPath: serving.hostKey.path) {
            try run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "shopterm serve-ssh", "-f", serving.hostKey.path])
        }
        guard files.isReadableFile(atPath: serving.hostKey.path) else { throw SSHServeError("cannot read the host key \(serving.hostKey.path)") }
        let bin = serving.shopterm.deletingLastPathComponent()
        try files.createDirectory(at: bin, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try place(executable, at: serving.shopterm)
        if serving.workers > 0, let relay { try place(relay, at: serving.relay) }
        try write(serving.sshdConfig, to: serving.configFile, mode: 0o644)
        try write(serving.keysScript, to: serving.keysCommand, mode: 0o755)
        try write(serving.sessionScript, to: serving.sessionCommand, mode: 0o755)
        var shared = [serving.sessions, serving.cache]
        if case .sqlite(let file) = serving.database { shared.append(file.deletingLastPathComponent()) }
        for folder in shared { try makeOwnFolder(folder, for: host) }
        try write(serving.shopperBanner, to: serving.shopperBannerFile, mode: 0o644)
        if serving.guestUser != nil { try write(serving.guestBanner, to: serving.guestBannerFile, mode: 0o644) }
        // libpq's password file, when the operator gives one (PGPASSFILE): the sessions' copy is
        // the shoppers' account's alone, as libpq asks of it.
        if let target = serving.passwordFile, let passwords {
            guard let text = try? Data(contentsOf: passwords) else { throw SSHServeError("cannot read PGPASSFILE \(passwords.path)") }
            do {
                try serving.folder.writePasswords(text)
            } catch {
                throw SSHServeError("cannot write \(target.path)")
            }
            try host.give(target)
        }
        if let guest {
            for folder in [serving.guestSessions, serving.guestCache] { try makeOwnFolder(folder, for: guest) }
        }
        // Secrets the sessions read: the shoppers' account may read them, nobody else.
        try serving.folder.writeDatabase(serving.database)
        try host.give(serving.databaseFile, owner: false)
        // The guests' account reads a copy of its own (each file is one account's group's).
        for (isGuest, account) in [(false, host), (true, guest)] {
            try serving.folder.writeToken(account == nil ? nil : token, guest: isGuest)
            if let account, token != nil { try account.give(serving.folder.tokenFile(guest: isGuest), owner: false) }
        }
        // The table is made now: a database serve-ssh cannot reach stops it before any shopper comes.
        do {
            try ShopperDatabase(location: serving.database).prepare()
        } catch {
            throw SSHServeError(String(describing: error))
        }
        if case .sqlite(let file) = serving.database {
            for suffix in ["", "-wal", "-shm"] where files.fileExists(atPath: file.path + suffix) {
                try host.give(URL(fileURLWithPath: file.path + suffix))
            }
        }
    }

    /// Makes `folder` (0700) the account's own: a folder found there must be a folder (not a
    /// link), and is made 0700 whatever it was.
    private static func makeOwnFolder(_ folder: URL, for account: SSHHost) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var info = stat()
        guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw SSHServeError("\(folder.path) is not a folder (a link?): remove it, and serve-ssh makes it")
        }
        guard chmod(folder.path, 0o700) == 0 else { throw SSHServeError("cannot protect \(folder.path): \(String(cString: strerror(errno)))") }
        try account.give(folder)
    }

    /// As root, gives `file` to the shoppers' account (`owner`), or to its group only, root keeping it.
    package func give(_ file: URL, owner: Bool = true) throws {
        guard isRoot else { return }
        guard chown(file.path, owner ? uid : 0, gid) == 0 else {
            throw SSHServeError("cannot give \(file.path) to \(user): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes the `/tmp/sshauth.*` files (sshd's `ExposeAuthInfo`) of the shoppers' account made
    /// since `date`: sshd removes a session's own when the session ends, but not when it is
    /// stopped with its sessions. Only as root, where the account is the shoppers' alone.
    package func removeAuthFiles(since date: Date) {
        guard isRoot else { return }
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: "/tmp")) ?? [] where name.hasPrefix("sshauth.") {
            var info = stat()
            let path = "/tmp/\(name)"
            guard lstat(path, &info) == 0, info.st_uid == uid, (info.st_mode & S_IFMT) == S_IFREG,
                TimeInterval(info.st_mtim.tv_sec) >= date.timeIntervalSince1970.rounded(.down)
            else { continue }
            unlink(path)
        }
    }

    /// Holds `state`'s lock for as long as the returned descriptor is open; another serve-ssh
    /// on the same folder is refused.
    package static func lock(_ state: URL) throws -> Int32 {
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let lock = ServingFolder(state).lock
        let fd = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SSHServeError("cannot open \(lock.path): \(String(cString: strerror(errno)))") }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw SSHServeError("another serve-ssh already serves from \(state.path)")
        }
        return fd
    }

    private static func write(_ text: String, to url: URL, mode: Int) throws {
        try ServingFolder.write(text, to: url, mode: mode)
    }

    /// Runs `program` with `arguments` and waits; its failure is one line.
    package static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.currentDirectoryURL = helperDirectory
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: said, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? "exit \(process.terminationStatus)"
            throw SSHServeError("\(URL(fileURLWithPath: program).lastPathComponent): \(text)")
        }
    }

    /// Where the host's helpers (ssh-keygen, the probe's ssh) run: `/`, as systemd starts a unit.
    /// Foundation's Process changes to the current directory first, and one that is gone or hidden
    /// (a service's mount namespace over a home) failed the launch as "The file doesn't exist".
    package static let helperDirectory = URL(fileURLWithPath: "/")

    /// What one session may take: its data (heap, thread stacks) and open files are bounded, and
    /// it never writes a core file (its memory holds a shopper's tokens). Processes are bounded
    /// for all sessions together by the service's slice (deploy/shopterm-ssh.slice): every
    /// session runs as one account, so a per-account RLIMIT_NPROC would be the whole shop's.
    package static let sessionLimits: [(resource: Int32, value: rlim_t)] = [
        (Int32(RLIMIT_DATA.rawValue), 256 << 20), (Int32(RLIMIT_NOFILE.rawValue), 256), (Int32(RLIMIT_CORE.rawValue), 0),
    ]

    /// Applies ``sessionLimits`` to this process (and so to the storefront it becomes).
    package static func limitSession() throws {
        for (resource, value) in sessionLimits {
            var limit = rlimit(rlim_cur: value, rlim_max: value)
            guard setrlimit(__rlimit_resource_t(UInt32(resource)), &limit) == 0 else {
                throw SSHServeError("cannot bound the session (\(resource)): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Makes `variables` ("NAME=value") this process's whole environment.
    package static func replaceEnvironment(with variables: [String]) {
        clearenv()
        for variable in variables {
            guard let equals = variable.firstIndex(of: "=") else { continue }
            setenv(String(variable[..<equals]), String(variable[variable.index(after: equals)...]), 1)
        }
    }
}

/// Why serve-ssh cannot serve, in one line.
package struct SSHServeError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = "serve-ssh: " + description }
}
