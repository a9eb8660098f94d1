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
