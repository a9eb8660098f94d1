import Foundation
import ShopTermApp
import ShopTermServing
import StoreKitCore
import StoreKitDemo
import StorefrontHarness

#if canImport(Glibc)
    import Glibc
#endif

/// A serve-ssh state folder of a test's own: the shoppers' SQLite database made and its place
/// written (unless `database` is false), the sessions' folder, the settings a worker and a
/// one-process session are started with, and the demo store in this process. ``remove()``
/// takes it all away.
final class ServingFixture {
    let folder: URL
    let kiosk: KioskSettings
    private let harness: HeadlessStorefront

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
        kiosk = KioskSettings(folder: serving, idleMinutes: 5, catalogSeconds: 30, accounts: true, behindProxy: false, guestUser: guestUser)
        harness = try HeadlessStorefront(store: DemoStore(catalog: DemoCatalog(file: ShoeStoreCatalog.file())))
    }

    /// The demo store as the embedded store, its state and cache in this folder.
    func session() -> StoreSession {
        StoreSession(
            client: harness.client,
            configuration: StoreConfiguration(shop: nil, token: "", directories: ServingFolder(folder).directories(guest: false)),
            embeddedStore: harness.storefront.session.embeddedStore)
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
