import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

@Suite struct CartFileTests {
    private let temporary = TemporaryFolder("cart")
    var folder: URL { temporary.url }
    var file: CartFile { CartFile(stateDirectory: folder, shop: "shoes.myshopify.com") }

    @Test func livesPerShopAndRoundTrips() throws {
        #expect(file.url.path.hasSuffix("/shoes.myshopify.com/cart.json"))
        #expect(try file.load() == CartFile.Loaded(cart: LocalCart(), movedAside: nil))
        let cart = LocalCart(lines: [LocalCartFixtures.line(1, quantity: 2)], storeCart: .init(id: "gid://shopify/Cart/1", apiVersion: "2026-04"))
        try file.save(cart)
        #expect(try file.load().cart == cart)
        let other = CartFile(stateDirectory: folder, shop: "hats.myshopify.com")
        #expect(try other.load().cart == LocalCart())
    }

    @Test func isPrivateAndLeavesNoTemporaryFiles() throws {
        try file.save(LocalCart(lines: [LocalCartFixtures.line(1)]))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        #expect(names.sorted() == ["cart.json", "cart.json.lock"])
    }

    /// A symbolic link planted as `cart.json.lock` is not followed: nothing is created or locked
    /// where it points, and saving says why it cannot.
    @Test func aLinkPlantedAsTheLockIsNotFollowed() throws {
        let folder = file.url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.deletingLastPathComponent().appendingPathComponent("victim-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(atPath: file.url.path + ".lock", withDestinationPath: target.path)
        #expect(throws: (any Error).self) { try file.save(LocalCart(lines: [LocalCartFixtures.line(1)])) }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test(arguments: ["{not json", #"{"format":2,"lines":[]}"#, #"{"format":1,"lines":[{"variantID":"x","quantity":0}]}"#, ""])
    func aCorruptFileIsMovedAsideNeverSilentlyEmptied(_ content: String) throws {
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: file.url)
        let loaded = try file.load()
        #expect(loaded.cart == LocalCart())
        let aside = try #require(loaded.movedAside)
        #expect(aside.lastPathComponent.hasPrefix("cart.json.corrupt-"))
        #expect(try Data(contentsOf: aside) == Data(content.utf8))
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test func updateAppliesAChangeUnderTheLock() throws {
        let (number, movedAside) = try file.update { cart in try cart.add(LocalCartFixtures.line(1, quantity: 2)) }
        #expect(number == 1 && movedAside == nil)
        #expect(throws: CartError.self) { try file.update { cart in try cart.setQuantity(2000, ofLine: 1) } }
        #expect(try file.load().cart.lines.map(\.quantity) == [2])
    }

    @Test func concurrentWritersLoseNothing() async throws {
        let url = file.url
        await withTaskGroup(of: Void.self) { group in
            for writer in 1...6 {
                group.addTask {
                    let own = CartFile(url: url)
                    for _ in 0..<10 { _ = try? own.update { cart in try cart.add(LocalCartFixtures.line(writer)) } }
                }
            }
        }
        let cart = try file.load().cart
        #expect(cart.lines.count == 6)
        #expect(cart.lines.allSatisfy { $0.quantity == 10 })
    }
}
