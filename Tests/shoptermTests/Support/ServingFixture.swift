import Foundation
import ShopTermApp
import StoreKitCore

@testable import shopterm

#if canImport(Glibc)
    import Glibc
#endif

/// A serve-ssh state folder of a test's own: the shoppers' SQLite database made and its place
/// written (unless `database` is false), the sessions' folder, and the kiosk options a worker
/// and a one-process session are started with. ``remove()`` takes it all away.
struct ServingFixture {
    let folder: URL
    let kiosk: KioskOptions

    init(database: Bool = true, guestUser: String? = nil) throws {
        folder = URL(fileURLWithPath: "/tmp/shopterm-serving-\(UUID().uuidString.prefix(8))")
        let serving = ServingFolder(folder)
        try FileManager.default.createDirectory(at: serving.sessions(guest: false), withIntermediateDirectories: true)
        if database {
            try FileManager.default.createDirectory(at: serving.sqliteDatabase.deletingLastPathComponent(), withIntermediateDirectories: true)
            let location = ShopperDatabaseLocation.sqlite(serving.sqliteDatabase)
            try ShopperDatabase(location: location).prepare()
            try serving.writeDatabase(location)
        }
        kiosk = try KioskOptions.parse(["--state", folder.path, "--idle-minutes", "5"] + (guestUser.map { ["--guest-user", $0] } ?? []) + ["--"])
    }

    /// The embedded demo store, its state and cache in this folder.
    func session() throws -> StoreSession {
        let directories = ServingFolder(folder).directories(guest: false)
        return try StoreSession.make(
            try StoreOptions.parse([]), greets: false,
            environment: [
                "HOME": folder.path, "XDG_CONFIG_HOME": directories.config.path, "XDG_STATE_HOME": directories.state.path,
                "XDG_CACHE_HOME": directories.cache.path,
            ])
    }

    /// The file sshd's ExposeAuthInfo writes for a shopper who logged in with a key.
    func authFile() throws -> URL {
        let file = folder.appendingPathComponent("auth-info")
        try Data("publickey \(Self.key)\n".utf8).write(to: file)
        return file
    }

    /// A shopper's public key (ed25519), as sshd writes it.
    static let key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHdVYXJkcm9iZS1zaG9wdGVybS10ZXN0LWtleS0wMDAx"

    /// The shopper that key is in the database.
    static var shopper: String { ShopperKey.id(fingerprint: ShopperKey.fingerprint(authInfo: "publickey \(key)")!) }

    /// The name of the account this test runs as.
    static var thisAccount: String { String(cString: getpwuid(getuid())!.pointee.pw_name) }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
