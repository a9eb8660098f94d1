import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

/// Checklist 9–14: cache policies and the disk cache.
@Suite struct CacheTests {
    let transport = ScriptedTransport(json: Fixtures.shopJSON, repeat: 10)
    let clock = TestClock()
    let cache = MemoryCache()

    func client(_ policy: CachePolicy = .networkOnly) throws -> StorefrontClient {
        try Fixtures.client(transport, cache: cache, clock: clock, policy: policy, retry: .none)
    }

    @Test func parsesPolicies() {
        #expect(CachePolicy(parsing: "network-only") == .networkOnly)
        #expect(CachePolicy(parsing: "cache-only") == .cacheOnly)
        #expect(CachePolicy(parsing: "cache-first") == .cacheFirst(expireIn: nil))
        #expect(CachePolicy(parsing: "network-first:60") == .networkFirst(expireIn: 60))
        #expect(CachePolicy(parsing: "cache-first:-1") == nil)
        #expect(CachePolicy(parsing: "sometimes") == nil)
        #expect(CachePolicy.cacheFirst(expireIn: 300).description == "cache-first:300")
    }

    @Test func networkOnlyIsTheDefaultAndNeverReads() async throws {
        let client = try client()
        _ = try await client.send(ShopQuery())
        _ = try await client.send(ShopQuery())
        #expect(transport.requests.count == 2)
        #expect(cache.count == 0)
    }

    @Test func oneRequestCanOverrideTheClientDefault() async throws {
        let client = try client(.cacheFirst(expireIn: nil))
        _ = try await client.send(ShopQuery())
        _ = try await client.send(ShopQuery(), cachePolicy: .networkOnly)
        #expect(transport.requests.count == 2)
    }

    @Test func cacheOnlyWithAnEntryMakesNoRequest() async throws {
        _ = try await client(.cacheFirst(expireIn: nil)).send(ShopQuery())
        let response = try await client(.cacheOnly).send(ShopQuery())
        #expect(response.isFromCache)
        #expect(response.data?.shop.name == "Shoes")
        #expect(transport.requests.count == 1)
    }

    @Test func cacheOnlyWithoutAnEntryIsACacheMiss() async throws {
        await #expect(throws: StorefrontError.cacheMiss) { try await client(.cacheOnly).send(ShopQuery()) }
        #expect(transport.requests.isEmpty)
    }

    @Test func cacheFirstUsesAFreshEntryAndRefetchesAnExpiredOne() async throws {
        let client = try client(.cacheFirst(expireIn: 60))
        _ = try await client.send(ShopQuery())
        clock.advance(by: 30)
        #expect(try await client.send(ShopQuery()).isFromCache)
        #expect(transport.requests.count == 1)
        clock.advance(by: 31)
        #expect(try await client.send(ShopQuery()).isFromCache == false)
        #expect(transport.requests.count == 2)
        #expect(try await client.send(ShopQuery()).isFromCache)
    }

    @Test func networkFirstCachesSuccessAndFallsBackOnFailure() async throws {
        let transport = ScriptedTransport([Fixtures.ok(Fixtures.shopJSON), .fail(.timedOut), .fail(.timedOut)])
        let client = try Fixtures.client(transport, cache: cache, clock: clock, policy: .networkFirst(expireIn: 60), retry: .none)
        #expect(try await client.send(ShopQuery()).isFromCache == false)
        #expect(cache.count == 1)
        #expect(try await client.send(ShopQuery()).isFromCache)
        clock.advance(by: 61)
        await #expect(throws: StorefrontError.transport(.timedOut)) { try await client.send(ShopQuery()) }
    }

    @Test func networkFirstWithoutAnEntryThrowsTheError() async throws {
        let client = try Fixtures.client(
            ScriptedTransport([.fail(.timedOut)]), cache: cache, clock: clock, policy: .networkFirst(expireIn: nil), retry: .none)
        await #expect(throws: StorefrontError.transport(.timedOut)) { try await client.send(ShopQuery()) }
    }

    @Test func answersWithErrorsAreNotCached() async throws {
        let partial = String(Fixtures.shopJSON.dropLast()) + #","errors":[{"message":"x"}]}"#
        let client = try Fixtures.client(ScriptedTransport([Fixtures.ok(partial)]), cache: cache, clock: clock, policy: .cacheFirst(expireIn: nil))
        _ = try await client.send(ShopQuery())
        #expect(cache.count == 0)
    }

    @Test func keyCoversDocumentVariablesContextAndTokenFingerprint() {
        let base = CacheKey(document: "q", variables: ["first": 1], context: BuyerContext(), tokenFingerprint: "a")
        #expect(base == CacheKey(document: "q", variables: ["first": 1], context: BuyerContext(), tokenFingerprint: "a"))
        #expect(base != CacheKey(document: "q2", variables: ["first": 1], context: BuyerContext(), tokenFingerprint: "a"))
        #expect(base != CacheKey(document: "q", variables: ["first": 2], context: BuyerContext(), tokenFingerprint: "a"))
        #expect(base != CacheKey(document: "q", variables: ["first": 1], context: BuyerContext(country: "CA"), tokenFingerprint: "a"))
        #expect(base != CacheKey(document: "q", variables: ["first": 1], context: BuyerContext(language: "FR"), tokenFingerprint: "a"))
        #expect(base != CacheKey(document: "q", variables: ["first": 1], context: BuyerContext(), tokenFingerprint: "b"))
        let fingerprint = CacheKey.fingerprint(ofToken: "secret-token")
        #expect(fingerprint.count == 16)
        #expect(!fingerprint.contains("secret"))
        #expect(fingerprint != CacheKey.fingerprint(ofToken: "other-token"))
    }

    @Test func mutationsAndPollsAreAlwaysNetworkOnly() async throws {
        let client = try client(.cacheFirst(expireIn: nil))
        _ = try await client.send(ShopQuery())
        _ = try await client.send(ShopQuery(), polling: true)
        #expect(transport.requests.count == 2)
    }
}

/// The disk cache: per shop and version, atomic, capped, robust.
@Suite struct DiskCacheTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-cache-\(UUID().uuidString)")

    func key(_ n: Int) -> CacheKey { CacheKey(document: "q\(n)", variables: [:], context: BuyerContext(), tokenFingerprint: "f") }

    @Test func entriesLiveInOneFolderPerShopAndVersion() throws {
        let shoes = DiskResponseCache(directory: DiskResponseCache.directory(root: root, shop: "shoes.myshopify.com", version: .default))
        let hats = DiskResponseCache(directory: DiskResponseCache.directory(root: root, shop: "hats.myshopify.com", version: .default))
        shoes.store(Data("{}".utf8), for: key(1), at: Date())
        #expect(shoes.entry(for: key(1))?.body == Data("{}".utf8))
        #expect(hats.entry(for: key(1)) == nil)
        DiskResponseCache.waitForWrites()
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("shoes.myshopify.com/2026-04/\(key(1).digest).json").path))
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
