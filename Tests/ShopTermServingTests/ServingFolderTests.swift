import Foundation
import ShopTermApp
import ShopTermServing
import Testing

/// serve-ssh's state folder as one value: what serve-ssh writes there is what the workers and
/// the sessions read back, the secrets in the modes their readers need, and the layout the
/// sessions, the relay and sshd's configuration name.
@Suite struct ServingFolderTests {
    static func folder() throws -> ServingFolder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-serving-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return ServingFolder(root)
    }

    static func mode(_ file: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
    }

    /// The database's address and the tokens, written by serve-ssh, read back as they were;
    /// a token taken away is gone; nothing written reads as nothing.
    @Test func whatServeSSHWritesTheSessionsReadBack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        #expect(folder.database() == nil)
        #expect(folder.token(guest: false) == nil && folder.token(guest: true) == nil)
        #expect(folder.readablePasswords() == nil)

        let postgres = ShopperDatabaseLocation.postgres("postgres://shop:secret@db.example/shoppers")
        try folder.writeDatabase(postgres)
        #expect(folder.database() == postgres)
        try folder.writeDatabase(.sqlite(folder.sqliteDatabase))
        #expect(folder.database() == .sqlite(folder.sqliteDatabase))

        try folder.writeToken("shpat_shoppers", guest: false)
        try folder.writeToken("shpat_guests", guest: true)
        #expect(folder.token(guest: false) == "shpat_shoppers")
        #expect(folder.token(guest: true) == "shpat_guests")
        try folder.writeToken(nil, guest: true)
        #expect(folder.token(guest: true) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.tokenFile(guest: true).path))

        try folder.writePasswords(Data("db.example:5432:shoppers:shop:secret\n".utf8))
        #expect(folder.readablePasswords() == folder.passwordFile)
    }

    /// The secrets: the sessions' account reads the database's address and the token through
    /// its group, nobody else; libpq's password file is its owner's alone (libpq refuses it else).
    @Test func secretsAreWrittenInTheirModes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        try folder.writeDatabase(.postgres("postgres://shop:secret@db.example/shoppers"))
        try folder.writeToken("shpat_shoppers", guest: false)
        try folder.writeToken("shpat_guests", guest: true)
        try folder.writePasswords(Data("db.example:5432:shoppers:shop:secret\n".utf8))
        #expect(try Self.mode(folder.databaseFile) == 0o640)
        #expect(try Self.mode(folder.tokenFile(guest: false)) == 0o640)
        #expect(try Self.mode(folder.tokenFile(guest: true)) == 0o640)
        #expect(try Self.mode(folder.passwordFile) == 0o600)
        // Written again over a file someone opened up: the mode is the secret's again.
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: folder.passwordFile.path)
        try folder.writePasswords(Data("again\n".utf8))
        #expect(try Self.mode(folder.passwordFile) == 0o600)
    }

    /// The layout the relay (shopterm-relay's C names the log sockets too), sshd's configuration
    /// and the sessions' environment name: each kind of shopper's own folders.
    @Test func theLayoutIsTheOneTheRelayAndSSHDKnow() {
        let folder = ServingFolder(URL(fileURLWithPath: "/var/lib/shopterm/ssh"))
        #expect(folder.logSocket(guest: false).path == "/var/lib/shopterm/ssh/sessions/log.sock")
        #expect(folder.logSocket(guest: true).path == "/var/lib/shopterm/ssh/guest-sessions/log.sock")
        #expect(folder.directories(guest: false).state.path == "/var/lib/shopterm/ssh/sessions/state")
        #expect(folder.directories(guest: true).cache.path == "/var/lib/shopterm/ssh/guest-cache")
        #expect(folder.tokenFile(guest: true) != folder.tokenFile(guest: false))
        let serving = SSHServing(
            listen: "127.0.0.1", port: 2222, state: folder.root, hostKey: folder.hostKey, user: "shop", keysCommandUser: "nobody",
            shopterm: folder.shopterm, storeArguments: [], idleMinutes: 30)
        #expect(serving.folder == folder)
        #expect(serving.database == .sqlite(folder.sqliteDatabase))
        #expect(serving.sshdConfig.contains("ForceCommand exec \(folder.sessionCommand.path)"))
        #expect(serving.workerEnvironment["XDG_STATE_HOME"] == folder.directories(guest: false).state.path)
    }
}
