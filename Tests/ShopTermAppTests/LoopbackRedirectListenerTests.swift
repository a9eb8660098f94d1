import Foundation
import ShopTermApp
import StoreKitCore
import Testing

/// The one-request listener the browser comes back to after an OAuth login.
@Suite struct LoopbackRedirectListenerTests {
    @Test func theListenerHandsOverTheCallbackAndIgnoresOtherPaths() async throws {
        let listener = try LoopbackRedirectListener()
        #expect(listener.redirectURI == "http://127.0.0.1:\(listener.port)/callback")
        async let received = listener.waitForCallback(timeout: 20)
        let transport = CurlTransport()
        let favicon = try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1:\(listener.port)/favicon.ico")!, method: "GET"))
        #expect(favicon.status == 404)
        let callback = try await transport.send(HTTPRequest(url: URL(string: "\(listener.redirectURI)?code=c1&state=s1")!, method: "GET"))
        #expect(callback.status == 200)
        #expect(try await received == "\(listener.redirectURI)?code=c1&state=s1")
    }

    /// A callback with another login's `state` (anyone on this computer can send one) is turned
    /// away and the wait goes on for the right one.
    @Test func aCallbackForAnotherLoginDoesNotEndTheWait() async throws {
        let listener = try LoopbackRedirectListener()
        async let received = listener.waitForCallback(timeout: 20) { url in url.hasSuffix("state=right") }
        let transport = CurlTransport()
        let forged = try await transport.send(HTTPRequest(url: URL(string: "\(listener.redirectURI)?error=access_denied&state=forged")!, method: "GET"))
        #expect(forged.status == 400)
        let right = try await transport.send(HTTPRequest(url: URL(string: "\(listener.redirectURI)?code=c1&state=right")!, method: "GET"))
        #expect(right.status == 200)
        #expect(try await received == "\(listener.redirectURI)?code=c1&state=right")
    }

    @Test func theListenerGivesUpWhenNoBrowserComes() async throws {
        let listener = try LoopbackRedirectListener()
        await #expect(throws: CustomerAccountError.timedOut) { try await listener.waitForCallback(timeout: 0.2) }
    }
}
