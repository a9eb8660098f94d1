import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

/// The disk cache: per shop and version, atomic, capped, robust.
@Suite struct DiskCacheTests {
    // The cache writes on a writer of its own: its last writes land before the folder goes.
    private let temporary = TemporaryFolder("cache", beforeRemoving: DiskResponseCache.waitForWrites)
    var root: URL { temporary.url }

    func key(_ n: Int) -> CacheKey { CacheKey(document: "q\(n)", variables: [:], context: BuyerContext(), tokenFingerprint: "f") }

    @Test func entriesLiveInOneFolderPerShopAndVersion() throws {
        let shoes = DiskResponseCache(directory: DiskResponseCache.directory(root: root, shop: "shoes.myshopify.com", version: .default))
        let hats = DiskResponseCache(directory: DiskResponseCache.directory(root: root, shop: "hats.myshopify.com", version: .default))
        shoes.store(Data("{}".utf8), for: key(1), at: Date())
        #expect(shoes.entry(for: key(1))?.body == Data("{}".utf8))
        #expect(hats.entry(for: key(1)) == nil)
        DiskResponseCache.waitForWrites()
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("shoes.myshopify.com/\(APIVersion.default.rawValue)/\(key(1).digest).json").path))
        try shoes.purge()
        #expect(shoes.entry(for: key(1)) == nil)
    }

    @Test func storedTimeIsKept() {
        let cache = DiskResponseCache(directory: root)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        cache.store(Data("{}".utf8), for: key(1), at: date)
        #expect(cache.entry(for: key(1))?.storedAt == date)
        DiskResponseCache.waitForWrites()
        #expect(DiskResponseCache(directory: root).entry(for: key(1))?.storedAt == date, "read back from the file")
    }

    @Test func anEntryIsAnsweredAtOnceAndOnDiskAfterTheWriterRan() throws {
        let cache = DiskResponseCache(directory: root)
        cache.store(Data("{\"a\":1}".utf8), for: key(1), at: Date())
        #expect(cache.entry(for: key(1))?.body == Data("{\"a\":1}".utf8))
        DiskResponseCache.waitForWrites()
        let file = root.appendingPathComponent("\(key(1).digest).json")
        #expect(try Data(contentsOf: file) == Data("{\"a\":1}".utf8))
        cache.remove(key(1))
        #expect(cache.entry(for: key(1)) == nil)
        DiskResponseCache.waitForWrites()
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func oldestEntriesAreEvictedPastTheCap() {
        let cache = DiskResponseCache(directory: root, maxBytes: 2_500)
        let body = Data(repeating: UInt8(ascii: "x"), count: 1_000)
        for n in 0..<3 { cache.store(body, for: key(n), at: Date(timeIntervalSince1970: Double(1_000 * (n + 1)))) }
        DiskResponseCache.waitForWrites()
        #expect(cache.entry(for: key(0)) == nil)
        #expect(cache.entry(for: key(1)) != nil)
        #expect(cache.entry(for: key(2)) != nil)
    }

    @Test func corruptOrTruncatedEntriesAreMisses() async throws {
        let cache = DiskResponseCache(directory: root)
        let transport = ScriptedTransport(json: Fixtures.shopJSON, repeat: 2)
        let client = try Fixtures.client(transport, cache: cache, policy: .cacheFirst(expireIn: nil))
        _ = try await client.send(ShopQuery())
        DiskResponseCache.waitForWrites()
        let files = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
        let file = try #require(files.first { $0.pathExtension == "json" })
        try Data(Fixtures.shopJSON.utf8.prefix(40)).write(to: file)
        let response = try await client.send(ShopQuery())
        #expect(response.isFromCache == false)
        #expect(transport.requests.count == 2)
    }

    @Test func filesArePrivate() throws {
        let cache = DiskResponseCache(directory: root)
        cache.store(Data("{}".utf8), for: key(1), at: Date())
        DiskResponseCache.waitForWrites()
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("\(key(1).digest).json").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func concurrentWritersNeverLeaveAPartialEntry() async throws {
        let cache = DiskResponseCache(directory: root)
        let bodies = (0..<8).map { Data(String(repeating: "\($0)", count: 50_000).utf8) }
        await withTaskGroup(of: Void.self) { group in
            for round in 0..<40 {
                group.addTask { cache.store(bodies[round % 8], for: key(1), at: Date()) }
                group.addTask {
                    if let entry = cache.entry(for: key(1)) { #expect(bodies.contains(entry.body)) }
                }
            }
        }
        #expect(bodies.contains(try #require(cache.entry(for: key(1))).body))
        DiskResponseCache.waitForWrites()
        #expect(bodies.contains(try #require(DiskResponseCache(directory: root).entry(for: key(1))).body))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
