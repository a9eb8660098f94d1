import Foundation
import StoreKitCore
import StoreKitTestSupport
import Synchronization

/// A catalog on a script: each request gets the next step, after the clock moved on by the
/// step's delay (an answer that takes that long); a request beyond the script fails the test's
/// call with "script exhausted". Every request is recorded.
final class CatalogScript: HTTPTransport {
    /// One answer (or failure), after `delay` seconds of the test clock.
    struct Step: Sendable {
        var delay: TimeInterval
        var outcome: ScriptedTransport.Step
    }

    private let state: Mutex<(steps: [Step], requests: [HTTPRequest])>
    let clock: TestClock

    init(_ steps: [Step], clock: TestClock = TestClock()) {
        state = Mutex((steps, []))
        self.clock = clock
    }

    /// Every request sent, in order.
    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let step = state.withLock { state -> Step? in
            state.requests.append(request)
            return state.steps.isEmpty ? nil : state.steps.removeFirst()
        }
        guard let step else { throw TransportError.other("script exhausted") }
        clock.advance(by: step.delay)
        switch step.outcome {
        case .respond(let response): return response
        case .fail(let error): throw error
        }
    }
}

extension CatalogScript.Step {
    /// A 200 answer of `body` (JSON unless said).
    static func ok(_ body: String, type: String = "application/json", after delay: TimeInterval = 0) -> Self {
        Self(delay: delay, outcome: .respond(HTTPResponse(status: 200, headers: ["Content-Type": type], body: Data(body.utf8))))
    }

    /// An answer of `status` with `body` and `headers`.
    static func status(_ status: Int, _ body: String = "", headers: [String: String] = [:]) -> Self {
        Self(delay: 0, outcome: .respond(HTTPResponse(status: status, headers: headers, body: Data(body.utf8))))
    }

    /// No answer: `error`, after `delay`.
    static func fail(_ error: TransportError, after delay: TimeInterval = 0) -> Self {
        Self(delay: delay, outcome: .fail(error))
    }

    /// Shopify's global catalog profile, its MCP endpoint `endpoint`.
    static func profile(endpoint: String = UCPFixtures.endpoint) -> Self { .ok(UCPFixtures.profile(endpoint: endpoint)) }

    /// A JSON-RPC result whose structured content is `content` (a JSON object text), with a
    /// text copy as Shopify sends.
    static func result(_ content: String, id: Int = 1) -> Self { .ok(UCPFixtures.result(content, id: id)) }
}
