import Foundation
import Synchronization
@testable import StoreKitCore

/// A transport that answers from a script and records every request.
final class ScriptedTransport: HTTPTransport {
    enum Step: Sendable {
        case respond(HTTPResponse)
        case fail(TransportError)
    }

    private let state: Mutex<(steps: [Step], requests: [HTTPRequest])>

    init(_ steps: [Step]) {
        state = Mutex((steps, []))
    }

    /// A transport that always answers 200 with `json`.
    convenience init(json: String, repeat count: Int = 1) {
        self.init(Array(repeating: .respond(HTTPResponse(status: 200, body: Data(json.utf8))), count: count))
    }

    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
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
final class TestClock: StorefrontClock {
    private let state: Mutex<(now: Date, sleeps: [TimeInterval])>

    init(now: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Mutex((now, []))
    }

    var now: Date { state.withLock { $0.now } }
    var sleeps: [TimeInterval] { state.withLock { $0.sleeps } }

    func advance(by seconds: TimeInterval) {
        state.withLock { $0.now += seconds }
    }

    func sleep(seconds: TimeInterval) async throws {
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
final class MemoryCache: ResponseCache {
    private let entries = Mutex<[CacheKey: CacheEntry]>([:])

    var count: Int { entries.withLock { $0.count } }

    func entry(for key: CacheKey) -> CacheEntry? { entries.withLock { $0[key] } }
    func store(_ body: Data, for key: CacheKey, at date: Date) { entries.withLock { $0[key] = CacheEntry(body: body, storedAt: date) } }
    func remove(_ key: CacheKey) { _ = entries.withLock { $0.removeValue(forKey: key) } }
    func purge() throws { entries.withLock { $0.removeAll() } }
}

enum Fixtures {
    static let endpoint = URL(string: "https://shoes.myshopify.com/api/2026-04/graphql.json")!

    static let shopJSON = """
        {"data":{"shop":{"name":"Shoes","description":"Nice shoes","moneyFormat":"${{amount}}",
        "paymentSettings":{"currencyCode":"USD","countryCode":"US"},"primaryDomain":{"url":"https://shoes.example"},
        "privacyPolicy":{"title":"Privacy","url":"https://shoes.example/privacy"},"refundPolicy":null,
        "shippingPolicy":null,"termsOfService":null}}}
        """

    static func client(_ transport: some HTTPTransport, cache: (any ResponseCache)? = nil, clock: TestClock = TestClock(),
                       policy: CachePolicy = .networkOnly, retry: RetryPolicy = RetryPolicy(), buyer: BuyerContext = BuyerContext(),
                       token: String = "secret-token") throws -> StorefrontClient {
        try StorefrontClient(
            configuration: .init(endpoint: endpoint, token: token, buyer: buyer, defaultCachePolicy: policy, retry: retry),
            transport: transport, cache: cache, clock: clock, random: { 0.5 })
    }

    static func ok(_ json: String, headers: [String: String] = [:]) -> ScriptedTransport.Step {
        .respond(HTTPResponse(status: 200, headers: headers, body: Data(json.utf8)))
    }

    static func status(_ status: Int, headers: [String: String] = [:]) -> ScriptedTransport.Step {
        .respond(HTTPResponse(status: status, headers: headers, body: Data(#"{"errors":"nope"}"#.utf8)))
    }
}
