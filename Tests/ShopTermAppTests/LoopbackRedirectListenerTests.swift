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

    @Test func theListenerGivesUpWhenNoBrowserComes() async throws {
        let listener = try LoopbackRedirectListener()
        await #expect(throws: CustomerAccountError.timedOut) { try await listener.waitForCallback(timeout: 0.2) }
    }
}
