import Foundation
import ShopTermApp
import StoreKitCore
import Testing

/// The one-request listener the browser comes back to after an OAuth login.
@Suite struct LoopbackRedirectListenerTests {
    // The listener's wait starts in the test's own task, before the requests: under a loaded
    // test run a child task may start late, and the listener must already be accepting then.
    @Test func theListenerHandsOverTheCallbackAndIgnoresOtherPaths() async throws {
        let listener = try LoopbackRedirectListener()
        #expect(listener.redirectURI == "http://127.0.0.1:\(listener.port)/callback")
        async let statuses = Self.send(["http://127.0.0.1:\(listener.port)/favicon.ico", "\(listener.redirectURI)?code=c1&state=s1"])
        let received = try await listener.waitForCallback(timeout: 120)
        #expect(received == "\(listener.redirectURI)?code=c1&state=s1")
        #expect(try await statuses == [404, 200])
    }

    /// A callback with another login's `state` (anyone on this computer can send one) is turned
    /// away and the wait goes on for the right one.
    @Test func aCallbackForAnotherLoginDoesNotEndTheWait() async throws {
        let listener = try LoopbackRedirectListener()
        async let statuses = Self.send(["\(listener.redirectURI)?error=access_denied&state=forged", "\(listener.redirectURI)?code=c1&state=right"])
        let received = try await listener.waitForCallback(timeout: 120) { url in url.hasSuffix("state=right") }
        #expect(received == "\(listener.redirectURI)?code=c1&state=right")
        #expect(try await statuses == [400, 200])
    }

    /// GETs `urls` one after the other; their statuses.
    static func send(_ urls: [String]) async throws -> [Int] {
        let transport = CurlTransport()
        var statuses: [Int] = []
        for url in urls { statuses.append(try await transport.send(HTTPRequest(url: URL(string: url)!, method: "GET")).status) }
        return statuses
    }

    @Test func theListenerGivesUpWhenNoBrowserComes() async throws {
        let listener = try LoopbackRedirectListener()
        await #expect(throws: CustomerAccountError.timedOut) { try await listener.waitForCallback(timeout: 0.2) }
    }
}
