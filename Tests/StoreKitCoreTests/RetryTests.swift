import Foundation
import StoreKitTestSupport
import Synchronization
import Testing

@testable import StoreKitCore

/// Checklist 15–17: retry handler, cancelling polls, automatic retries.
@Suite struct RetryTests {
    @Test func finiteEnduranceAllowsNRetries() async throws {
        let calls = Mutex(0)
        let handler = RetryHandler<Int>(endurance: .finite(3), interval: 2) { _ in true }
        let clock = TestClock()
        let value = try await handler.run(clock: clock) {
            calls.withLock {
                $0 += 1
                return $0
            }
        }
        #expect(value == 4)
        #expect(calls.withLock { $0 } == 4)
        #expect(clock.sleeps == [2, 2, 2])
    }

    @Test func conditionSeesTheLatestResultOrError() async throws {
        struct NotReady: Error {}
        let calls = Mutex(0)
        let seen = Mutex<[String]>([])
        let handler = RetryHandler<Int>(endurance: .infinite, interval: 0) { outcome in
            switch outcome {
            case .success(let value):
                seen.withLock { $0.append("value \(value)") }
                return value < 3
            case .failure:
                seen.withLock { $0.append("error") }
                return true
            }
        }
        let value = try await handler.run(clock: TestClock()) {
            let call = calls.withLock {
                $0 += 1
                return $0
            }
            if call == 1 { throw NotReady() }
            return call
        }
        #expect(value == 3)
        #expect(seen.withLock { $0 } == ["error", "value 2", "value 3"])
    }

    @Test func exhaustedEnduranceReturnsTheLastError() async {
        struct Failed: Error, Equatable {}
        let handler = RetryHandler<Int>(endurance: .finite(1), interval: 0) { _ in true }
        await #expect(throws: Failed()) { try await handler.run(clock: TestClock()) { throw Failed() } }
    }

    @Test func cancellingAPollStopsItWithNoFurtherRequests() async throws {
        let calls = Mutex(0)
        let handler = RetryHandler<Int>(endurance: .infinite, interval: 0.01) { _ in true }
        let task = Task {
            try await handler.run(clock: SystemClock()) {
                calls.withLock {
                    $0 += 1
                    return $0
                }
            }
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        let atCancel = calls.withLock { $0 }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(calls.withLock { $0 } == atCancel)
        #expect(atCancel >= 1)
    }

    @Test func pollingThroughTheClientIsNetworkOnly() async throws {
        let transport = ScriptedTransport(json: Fixtures.shopJSON, repeat: 3)
        let cache = MemoryCache()
        let client = try Fixtures.client(transport, cache: cache, policy: .cacheFirst(expireIn: nil))
        let handler = RetryHandler<GraphQLResponse<ShopQuery.Data>>(endurance: .finite(2), interval: 0) { _ in true }
        _ = try await client.poll(ShopQuery(), clock: TestClock(), handler: handler)
        #expect(transport.requests.count == 3)
    }

    @Test(arguments: [429, 430, 500, 502, 503])
    func queriesAreRetriedOnRetryableStatuses(_ status: Int) async throws {
        let transport = ScriptedTransport([Fixtures.status(status), Fixtures.ok(Fixtures.shopJSON)])
        let clock = TestClock()
        let response = try await Fixtures.client(transport, clock: clock).send(ShopQuery())
        #expect(response.data?.shop.name == "Shoes")
        #expect(transport.requests.count == 2)
        #expect(clock.sleeps.count == 1)
    }

    @Test func timeoutsAndThrottlingAreRetried() async throws {
        let throttled = #"{"errors":[{"message":"Throttled","extensions":{"code":"THROTTLED"}}]}"#
        let transport = ScriptedTransport([.fail(.timedOut), Fixtures.ok(throttled), .fail(.connectionLost), Fixtures.ok(Fixtures.shopJSON)])
        let response = try await Fixtures.client(transport).send(ShopQuery())
        #expect(response.data != nil)
        #expect(transport.requests.count == 4)
    }

    @Test func retriesAreBoundedAndBackOffExponentiallyWithJitter() async throws {
        let transport = ScriptedTransport(Array(repeating: Fixtures.status(503), count: 10))
        let clock = TestClock()
        let policy = RetryPolicy(maxRetries: 3, baseDelay: 1, maxDelay: 3)
        await #expect(throws: StorefrontError.http(status: 503, retryAfter: nil, message: "nope")) {
            try await Fixtures.client(transport, clock: clock, retry: policy).send(ShopQuery())
        }
        #expect(transport.requests.count == 4)
        // random() is 0.5 in tests: half the backoff plus a quarter of it.
        #expect(clock.sleeps == [0.75, 1.5, 2.25])
        #expect(policy.delay(beforeRetry: 0, after: .noData, random: 0) == 0.5)
        #expect(policy.delay(beforeRetry: 0, after: .noData, random: 1) == 1)
    }

    /// Each coming retry is told to the client's listener, with its reason and delay, before the
    /// wait; a query that is not retried tells nothing.
    @Test func everyRetryIsAnnouncedBeforeItsWait() async throws {
        let transport = ScriptedTransport([
            .fail(.timedOut), Fixtures.status(503), Fixtures.status(430, headers: ["Retry-After": "12"]),
            Fixtures.ok(Fixtures.shopJSON),
        ])
        let notices = Mutex<[String]>([])
        let client = try Fixtures.client(transport, retry: RetryPolicy(maxRetries: 3, baseDelay: 1, maxDelay: 8))
        client.retries.listen { notice in notices.withLock { $0.append(notice.description) } }
        _ = try await client.send(ShopQuery())
        #expect(
            notices.withLock { $0 } == [
                "the store did not answer in time; retrying in under a second (1 of 3)",
                "the store answered HTTP 503; retrying in 2 s (2 of 3)",
                "the store turned the request away as automated traffic (HTTP 430); retrying in 12 s (3 of 3)",
            ])
        let quiet = ScriptedTransport([Fixtures.status(404)])
        let quietClient = try Fixtures.client(quiet)
        quietClient.retries.listen { notice in notices.withLock { $0.append(notice.description) } }
        _ = try? await quietClient.send(ShopQuery())
        #expect(notices.withLock { $0 }.count == 3)
    }

    @Test func retryAfterIsHonouredAndCapped() async throws {
        let transport = ScriptedTransport([
            Fixtures.status(429, headers: ["Retry-After": "4"]),
            Fixtures.status(429, headers: ["Retry-After": "3600"]), Fixtures.ok(Fixtures.shopJSON),
        ])
        let clock = TestClock()
        _ = try await Fixtures.client(transport, clock: clock, retry: RetryPolicy(maxRetryAfter: 30)).send(ShopQuery())
        #expect(clock.sleeps == [4, 30])
    }

    @Test func clientErrorsAreNotRetried() async throws {
        for status in [400, 401, 403, 404] {
            let transport = ScriptedTransport([Fixtures.status(status), Fixtures.ok(Fixtures.shopJSON)])
            await #expect(throws: StorefrontError.http(status: status, retryAfter: nil, message: "nope")) {
                try await Fixtures.client(transport).send(ShopQuery())
            }
            #expect(transport.requests.count == 1)
        }
    }

    @Test func mutationsAreNotBlindlyRepeated() {
        let policy = RetryPolicy()
        #expect(!policy.allowsRetry(of: .http(status: 503, retryAfter: nil), kind: .mutation))
        #expect(!policy.allowsRetry(of: .transport(.timedOut), kind: .mutation))
        #expect(!policy.allowsRetry(of: .transport(.connectionLost), kind: .mutation))
        #expect(!policy.allowsRetry(of: .http(status: 429, retryAfter: 1), kind: .mutation))
        #expect(!policy.allowsRetry(of: .transport(.cannotConnect("refused")), kind: .mutation))
        #expect(policy.allowsRetry(of: .transport(.timedOut), kind: .query))
    }

    @Test func cancellingARetryingRequestStopsIt() async throws {
        let transport = ScriptedTransport(Array(repeating: Fixtures.status(503), count: 100))
        let client = StorefrontClient(
            configuration: .init(endpoint: Fixtures.endpoint, token: "t", retry: RetryPolicy(maxRetries: 50, baseDelay: 0.02)),
            transport: transport)
        let task = Task { try await client.send(ShopQuery()) }
        try await Task.sleep(nanoseconds: 60_000_000)
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        let count = transport.requests.count
        try await Task.sleep(nanoseconds: 60_000_000)
        #expect(transport.requests.count == count)
    }
}
