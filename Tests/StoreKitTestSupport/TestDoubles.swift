import Foundation
import StoreKitCore
import Synchronization

/// Test doubles shared by the test targets: a scripted transport, a clock that never waits, an
/// in-memory cache, and fixtures.

/// A transport that answers from a script and records every request.
public final class ScriptedTransport: HTTPTransport {
    public enum Step: Sendable {
        case respond(HTTPResponse)
        case fail(TransportError)
    }

    private let state: Mutex<(steps: [Step], requests: [HTTPRequest])>

    public init(_ steps: [Step]) {
        state = Mutex((steps, []))
    }

    /// A transport that always answers 200 with `json`.
    public convenience init(json: String, repeat count: Int = 1) {
        self.init(Array(repeating: .respond(HTTPResponse(status: 200, body: Data(json.utf8))), count: count))
    }

    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let step = state.withLock { state -> Step? in
            state.requests.append(request)
            return state.steps.isEmpty ? nil : state.steps.removeFirst()
        }
        switch step {
        case .respond(let response)?: return response
        case .fail(let error)?: throw error
        case nil: throw TransportError.other("script exhausted")
        }
    }
}

/// A clock that never waits: it records each sleep and moves its time forward.
public final class TestClock: StorefrontClock {
    private let state: Mutex<(now: Date, sleeps: [TimeInterval])>

    public init(now: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Mutex((now, []))
    }

    public var now: Date { state.withLock { $0.now } }
    public var sleeps: [TimeInterval] { state.withLock { $0.sleeps } }

    public func advance(by seconds: TimeInterval) {
        state.withLock { $0.now += seconds }
    }

    public func sleep(seconds: TimeInterval) async throws {
        try Task.checkCancellation()
        state.withLock {
            $0.sleeps.append(seconds)
            $0.now += seconds
        }
        await Task.yield()
        try Task.checkCancellation()
    }
}

/// A response cache in memory.
public final class MemoryCache: ResponseCache {
    public init() {}
    private let entries = Mutex<[CacheKey: CacheEntry]>([:])

    public var count: Int { entries.withLock { $0.count } }

    public func entry(for key: CacheKey) -> CacheEntry? { entries.withLock { $0[key] } }
    public func store(_ body: Data, for key: CacheKey, at date: Date) { entries.withLock { $0[key] = CacheEntry(body: body, storedAt: date) } }
    public func remove(_ key: CacheKey) { _ = entries.withLock { $0.removeValue(forKey: key) } }
    public func purge() throws { entries.withLock { $0.removeAll() } }
}

public enum Fixtures {
    public static let endpoint = URL(string: "https://shoes.myshopify.com/api/2026-04/graphql.json")!

    public static let shopJSON = """
        {"data":{"shop":{"name":"Shoes","description":"Nice shoes","moneyFormat":"${{amount}}",
        "paymentSettings":{"currencyCode":"USD","countryCode":"US"},"primaryDomain":{"url":"https://shoes.example"},
        "privacyPolicy":{"title":"Privacy","url":"https://shoes.example/privacy"},"refundPolicy":null,
        "shippingPolicy":null,"termsOfService":null}}}
        """

    public static func client(
        _ transport: some HTTPTransport, cache: (any ResponseCache)? = nil, clock: TestClock = TestClock(),
        policy: CachePolicy = .networkOnly, retry: RetryPolicy = RetryPolicy(), buyer: BuyerContext = BuyerContext(),
        token: String = "secret-token"
    ) throws -> StorefrontClient {
        StorefrontClient(
            configuration: .init(endpoint: endpoint, token: token, buyer: buyer, defaultCachePolicy: policy, retry: retry),
            transport: transport, cache: cache, clock: clock, random: { 0.5 })
    }

    public static func ok(_ json: String, headers: [String: String] = [:]) -> ScriptedTransport.Step {
        .respond(HTTPResponse(status: 200, headers: headers, body: Data(json.utf8)))
    }

    public static func status(_ status: Int, headers: [String: String] = [:]) -> ScriptedTransport.Step {
        .respond(HTTPResponse(status: status, headers: headers, body: Data(#"{"errors":"nope"}"#.utf8)))
    }
}
