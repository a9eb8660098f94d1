import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

/// config.example.json stays loadable: every key it shows is one shopterm reads.
@Suite struct ConfigExampleTests {
    @Test func exampleConfigLoads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = TemporaryFolder("example")
        let copy = try folder.create().appendingPathComponent("config.json")
        try FileManager.default.copyItem(at: root.appendingPathComponent("config.example.json"), to: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: copy.path)
        let configuration = try ConfigurationLoader(environment: ["HOME": "/nonexistent"]).load(flags: ConfigFile(), configPath: copy.path)
        #expect(configuration.shop?.host == "your-store.myshopify.com")
        #expect(configuration.cachePolicy == .networkFirst(expireIn: 300))
        #expect(configuration.buyer.country == "US")
        #expect(configuration.customerAccount == CustomerAccountSettings(shopID: "68817551382", clientID: "shp_00000000-0000-0000-0000-000000000000"))
        // Another shop's client, from its own entry.
        let other = try ConfigurationLoader(environment: ["HOME": "/nonexistent"]).load(
            flags: ConfigFile(shop: "another-store.com"), configPath: copy.path)
        #expect(
            other.customerAccount
                == CustomerAccountSettings(
                    shopID: "70000000001", clientID: "shp_11111111-1111-1111-1111-111111111111",
                    redirectURI: "https://another-store.com/pages/shopterm-login"))
    }

    /// README's per-shop example, as written, gives that shop its client.
    @Test func readmesPerShopExampleLoads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```json\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        let example = try #require(blocks.first { $0.contains("\"shops\"") })
        let folder = TemporaryFolder("readme")
        let file = try folder.create().appendingPathComponent("config.json")
        try Data(example.utf8).write(to: file)
        let configuration = try ConfigurationLoader(environment: ["HOME": "/nonexistent"]).load(
            flags: ConfigFile(shop: "your-store.myshopify.com"), configPath: file.path)
        #expect(configuration.customerAccount?.clientID == "shp_00000000-0000-0000-0000-000000000000")
        #expect(configuration.customerAccount?.redirectURI == "https://your-store.com/pages/shopterm-login")
    }
}
