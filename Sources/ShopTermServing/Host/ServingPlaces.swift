import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// Where serve-ssh keeps what: this host's folder (`--host-dir`: the host key made on the first
/// run, sshd's configuration and the two scripts it runs, the copy of shopterm the sessions run,
/// the sockets, the sessions' shared folders and cache) and the shoppers' database (`--state`: a
/// folder for a SQLite file, or PostgreSQL). sshd runs the scripts only from a folder that it
/// deems safe and that the accounts it switches to can reach: both are checked before serving,
/// so that serve-ssh never says "serving" to a crowd sshd will refuse.
package struct ServingPlaces: Equatable {
    /// This host's own files.
    package var host: URL
    /// The shoppers' database.
    package var database: ShopperDatabaseLocation

    /// The default host folder: `/var/lib/shopterm/ssh` as root (a service's state, reachable by
    /// the accounts sshd switches to, whatever HOME is or is not), else
    /// `$XDG_STATE_HOME/shopterm/ssh` (default `~/.local/state/shopterm/ssh`).
    package static func defaultHost(isRoot: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if isRoot { return URL(fileURLWithPath: "/var/lib/shopterm/ssh") }
        let base =
            environment["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/state")
        return base.appendingPathComponent("shopterm/ssh")
    }

    /// The places `--state` and `--host-dir` name: the host folder is `--host-dir`, else the
    /// default; the shoppers are in PostgreSQL (`--state postgres://…`), in a SQLite file in the
    /// `--state` folder, or, without `--state`, in the host folder.
    package static func resolve(state: String?, hostDir: String?, isRoot: Bool, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ServingPlaces
    {
        let host = hostDir.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? defaultHost(isRoot: isRoot, environment: environment)
        if let state, ShopperDatabaseLocation.isPostgres(state) { return ServingPlaces(host: host, database: .postgres(state)) }
        let folder = state.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? host
        return ServingPlaces(host: host, database: .sqlite(Self.sqliteFile(in: folder)))
    }

    /// The SQLite file of the shoppers in `folder` (in a folder of the shoppers' account, which
    /// SQLite writes its journal beside).
    package static func sqliteFile(in folder: URL) -> URL {
        ServingFolder(folder).sqliteDatabase
    }

    /// The folder of the SQLite file, when the shoppers are in one.
    package var sqliteFolder: URL? {
        guard case .sqlite(let file) = database else { return nil }
        return file.deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Refuses, in one line naming the folder and the fix, a host folder sshd would not run
    /// scripts from, or that the accounts sshd switches to cannot reach, and a shoppers' folder
    /// the shoppers' account cannot reach. `accounts` are the (uid, gid) of the shoppers, the
    /// guests and the keys command's user.
    package func check(serverUID: uid_t, accounts: [(name: String, uid: uid_t, gid: gid_t)]) throws {
        let fix =
            "give --host-dir a folder of its own that only \(serverUID == 0 ? "root" : "you") can change, such as \(Self.defaultHost(isRoot: serverUID == 0).path)"
        // The host folder itself is made 0755 by serve-ssh (SSHHost.prepare): the folders above it are judged.
        let above = host.deletingLastPathComponent()
        var info = stat()
        if stat(host.path, &info) == 0, info.st_uid != 0, info.st_uid != serverUID {
            throw SSHServeError("sshd refuses to run the storefront from \(host.path): it belongs to another user; \(fix)")
        }
        if let unsafe = FolderSafety.firstUnsafeAncestor(of: above, owner: serverUID) {
            throw SSHServeError(
                "sshd refuses to run the storefront from \(host.path): \(unsafe.path) \(unsafe.reason); \(fix)")
        }
        for account in accounts where serverUID == 0 {
            if let closed = FolderSafety.firstClosedAncestor(of: above, uid: account.uid, gid: account.gid) {
                throw SSHServeError(
                    "the account \(account.name) cannot reach \(host.path) (\(closed.path) is \(closed.mode)), so sshd would refuse every shopper; \(fix)"
                )
            }
        }
        if let folder = sqliteFolder, folder != host, let unsafe = FolderSafety.firstUnsafeAncestor(of: folder, owner: serverUID) {
            // A folder others may write to (/tmp): anyone could put a link or a folder of their
            // own where the shoppers' database goes, and it is wiped at boot.
            throw SSHServeError(
                "the shoppers' database cannot be kept in \(folder.path): \(unsafe.path) \(unsafe.reason); give --state a folder of its own that only \(serverUID == 0 ? "root" : "you") can change"
            )
        }
        if let folder = sqliteFolder, folder != host, serverUID == 0, let shoppers = accounts.first {
            if let closed = FolderSafety.firstClosedAncestor(of: folder, uid: shoppers.uid, gid: shoppers.gid) {
                throw SSHServeError(
                    "the shoppers' account \(shoppers.name) cannot reach --state \(folder.path) (\(closed.path) is \(closed.mode)); give --state a folder it can reach, such as \(Self.defaultHost(isRoot: true).path)"
                )
            }
        }
    }
}

/// What sshd asks of the folders it runs a command from (OpenSSH's `safe_path`), and whether an
/// account can reach a folder, read from the existing part of the path.
package enum FolderSafety {
    /// A folder on the way, and why it fails.
    package struct Finding: Equatable {
        package var path: String
        package var reason: String
        package var mode: String
    }

    /// The first existing folder from `folder` up to `/` that sshd deems unsafe for a command
    /// of a server run by `owner`: owned by someone else than root and `owner`, or writable by
    /// its group or by others (a sticky /tmp too: OpenSSH's safe_path makes no exception).
    package static func firstUnsafeAncestor(of folder: URL, owner: uid_t) -> Finding? {
        for path in existingAncestors(of: folder) {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let mode = String(info.st_mode & 0o7777, radix: 8)
            if info.st_uid != 0, info.st_uid != owner {
                return Finding(path: path, reason: "belongs to another user", mode: mode)
            }
            if info.st_mode & 0o022 != 0 {
                return Finding(path: path, reason: "may be written by others (mode \(mode))", mode: mode)
            }
        }
        return nil
    }

    /// The first existing folder from `/` down to `folder` that `uid` (of group `gid`) cannot
    /// pass through; nil when every one can be.
    package static func firstClosedAncestor(of folder: URL, uid: uid_t, gid: gid_t) -> Finding? {
        for path in existingAncestors(of: folder).reversed() {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let mode = info.st_mode
            let passes =
                if info.st_uid == uid { mode & 0o100 != 0 } else if info.st_gid == gid { mode & 0o010 != 0 } else { mode & 0o001 != 0 }
            if !passes { return Finding(path: path, reason: "closed", mode: "mode " + String(mode & 0o7777, radix: 8)) }
        }
        return nil
    }

    /// `folder` and each folder above it that exists, nearest first (a folder serve-ssh will
    /// make is judged by the one it will be made in).
    package static func existingAncestors(of folder: URL) -> [String] {
        var paths: [String] = []
        var path = folder.standardizedFileURL.path
        while true {
            if FileManager.default.fileExists(atPath: path) { paths.append(path) }
            if path == "/" { break }
            path = (path as NSString).deletingLastPathComponent
            if path.isEmpty { path = "/" }
        }
        return paths
    }
}
