import Foundation
import ShopTermApp
import StoreKitCore

/// serve-ssh's state folder, its layout as one value: where each of its files is, how the
/// secrets in it are written (serve-ssh) and read back (the workers and the one-process
/// sessions). Nothing else names a file in it.
public struct ServingFolder: Sendable, Equatable {
    /// The folder.
    public var root: URL

    /// The state folder at `root`.
    public init(_ root: URL) {
        self.root = root
    }

    // MARK: What serve-ssh gives sshd

    /// The host key made when none is given.
    public var hostKey: URL { file("host_ed25519_key") }
    /// The shopterm the sessions run (a copy the shoppers' account can run).
    public var shopterm: URL { file("bin/shopterm") }
    /// The checked copy of the catalog the host serves (``CatalogSnapshot``).
    public var catalogCopy: URL { file("catalog.json") }
    /// The `AuthorizedKeysCommand` script.
    public var keysCommand: URL { file("authorized-keys") }
    /// The `ForceCommand` script.
    public var sessionCommand: URL { file("session") }
    /// sshd's configuration.
    public var configFile: URL { file("sshd_config") }
    /// The banners a shopper and a guest see before logging in.
    public var shopperBannerFile: URL { file("banner-shopper") }
    public var guestBannerFile: URL { file("banner-guest") }
    /// The lock one serve-ssh holds on the folder.
    public var lock: URL { file("serve.lock") }
    /// The socket the workers take sessions on.
    public var workerSocket: URL { file("workers.sock") }

    // MARK: What the sessions share

    /// The shared state of the shoppers' sessions (none is a shopper's own), or of the guests'
    /// (their account is another than the shoppers', and each account's folders are its own).
    public func sessions(guest: Bool) -> URL { file(guest ? "guest-sessions" : "sessions") }
    /// The socket those sessions send their lines to (``SessionLog``).
    public func logSocket(guest: Bool) -> URL { sessions(guest: guest).appendingPathComponent("log.sock") }
    /// The catalog answers those sessions share.
    public func cache(guest: Bool) -> URL { file(guest ? "guest-cache" : "cache") }
    /// The folders a storefront of those sessions keeps its configuration, state and cache in.
    public func directories(guest: Bool) -> XDGDirectories {
        XDGDirectories(
            config: sessions(guest: guest).appendingPathComponent("config"), cache: cache(guest: guest),
            state: sessions(guest: guest).appendingPathComponent("state"))
    }
    /// The shoppers' SQLite database, when they are kept in this folder.
    public var sqliteDatabase: URL { file("shoppers/\(ShopperDatabaseLocation.sqliteFileName)") }

    // MARK: Secrets

    /// Where the shoppers' database is (its address may hold a password: readable by the
    /// shoppers' account only).
    public var databaseFile: URL { file("shoppers-database") }
    /// The private Storefront token the shoppers' (or the guests') sessions send, when serve-ssh
    /// was given one: each account reads a copy of its own.
    public func tokenFile(guest: Bool) -> URL { file(guest ? "guest-storefront-token" : "storefront-token") }
    /// libpq's password file for the sessions (`PGPASSFILE`), the shoppers' account's own copy.
    public var passwordFile: URL { file("pgpass") }

    /// The mode of the secrets the sessions read: their owner writes them, their group (the
    /// account serve-ssh gives them to) reads them, nobody else.
    public static let sharedSecretMode = 0o640
    /// The mode of libpq's password file, which libpq refuses unless only its owner reads it.
    public static let passwordMode = 0o600

    /// Writes where the shoppers' database is.
    public func writeDatabase(_ location: ShopperDatabaseLocation) throws {
        try Self.write(Data((location.reference + "\n").utf8), to: databaseFile, mode: Self.sharedSecretMode)
    }

    /// Where the shoppers' database is; nil while serve-ssh has written none.
    public func database() -> ShopperDatabaseLocation? {
        read(databaseFile).map { ShopperDatabaseLocation(reference: $0) }
    }

    /// Writes the Storefront token of the shoppers' (or the guests') sessions; removes it for nil.
    public func writeToken(_ token: String?, guest: Bool) throws {
        guard let token else {
            try? FileManager.default.removeItem(at: tokenFile(guest: guest))
            return
        }
        try Self.write(Data((token + "\n").utf8), to: tokenFile(guest: guest), mode: Self.sharedSecretMode)
    }

    /// The Storefront token of the shoppers' (or the guests') sessions; nil when there is none.
    public func token(guest: Bool) -> String? { read(tokenFile(guest: guest)) }

    /// Writes libpq's password file (`contents`, the operator's `PGPASSFILE`).
    public func writePasswords(_ contents: Data) throws {
        try? FileManager.default.removeItem(at: passwordFile)
        guard FileManager.default.createFile(atPath: passwordFile.path, contents: contents, attributes: [.posixPermissions: Self.passwordMode])
        else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: passwordFile.path]) }
    }

    /// libpq's password file, when this process may read it.
    public func readablePasswords() -> URL? {
        FileManager.default.isReadableFile(atPath: passwordFile.path) ? passwordFile : nil
    }

    /// Writes `text` to `file` (one of this folder's), in `mode`.
    public static func write(_ text: String, to file: URL, mode: Int) throws {
        try write(Data(text.utf8), to: file, mode: mode)
    }

    private static func write(_ data: Data, to file: URL, mode: Int) throws {
        try data.write(to: file, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    }

    /// The text of `file`, trimmed; nil when it cannot be read or is empty.
    private func read(_ file: URL) -> String? {
        let text = (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        return text?.isEmpty == false ? text : nil
    }

    private func file(_ name: String) -> URL { root.appendingPathComponent(name) }
}
