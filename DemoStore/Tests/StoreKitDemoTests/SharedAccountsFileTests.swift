import Foundation
import Testing

@testable import StoreKitDemo

/// The embedded store's accounts file shared by several processes (each session of serve-ssh
/// runs its own embedded store): a login made in one holds in the others, and no process's
/// change is lost to another's older copy.
@Suite struct SharedAccountsFileTests {
    static func directories() throws -> (CustomerDirectory, CustomerDirectory, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-accounts-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("demo-accounts.json")
        let first = CustomerDirectory(file: file, tokenLifetime: 3600, now: Date.init)
        let second = CustomerDirectory(file: file, tokenLifetime: 3600, now: Date.init)
        return (first, second, folder)
    }

    @Test func aTokenIssuedByOneStoreHoldsInAnother() throws {
        let (first, second, folder) = try Self.directories()
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = try #require(first.createToken(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword).value)
        #expect(second.account(token: token.accessToken)?.email == CustomerDirectory.demoEmail)
    }

    @Test func neitherStoresChangeIsLostToTheOthersOlderCopy() throws {
        let (first, second, folder) = try Self.directories()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Both read the file before either writes; each then logs in: both tokens stand.
        _ = first.read { $0.accounts.count }
        _ = second.read { $0.accounts.count }
        let one = try #require(first.createToken(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword).value)
        let two = try #require(second.createToken(email: CustomerDirectory.demoEmail, password: CustomerDirectory.demoPassword).value)
        let third = CustomerDirectory(file: folder.appendingPathComponent("demo-accounts.json"), tokenLifetime: 3600, now: Date.init)
        #expect(third.account(token: one.accessToken) != nil)
        #expect(third.account(token: two.accessToken) != nil)
        #expect(first.account(token: two.accessToken) != nil)
    }
}
