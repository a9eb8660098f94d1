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
    }
}
