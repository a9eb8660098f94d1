import Foundation
import LoopbackHTTP
import Testing

@testable import StoreKitCore

#if canImport(Glibc)
    import Glibc
#endif

/// The live transport against scripted loopback servers: what goes out, what comes back,
/// redirects (and where the token may go), limits, cancellation and concurrency.
@Suite struct CurlTransportTests {
    /// A loopback HTTP server that records each request and answers with `answer`; a nil answer
    /// is silence until the client hangs up (how long it waited is recorded, on the server's
    /// own thread, free of the test process's scheduling).
    final class ScriptedServer: @unchecked Sendable {
        private let server: LoopbackServer
        var port: Int { server.port }
        private let lock = NSLock()
        private var received: [HTTPSocket.Request] = []
        private var waits: [Duration] = []

        init(_ answer: @escaping @Sendable (HTTPSocket.Request, Int) -> HTTPResponse?) throws {
            server = try LoopbackServer()
            server.start { [self] connection in
                HTTPSocket.configure(connection, receiveTimeout: 10)
                guard let request = HTTPSocket.readRequest(connection, maxBodyBytes: 1 << 20) else { return }
                let port = record(request)
                if let response = answer(request, port) {
                    HTTPSocket.respond(connection, response)
                } else {
                    let started = ContinuousClock.now
                    var signal = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
                    var byte: UInt8 = 0
                    while poll(&signal, 1, 120_000) > 0, recv(connection, &byte, 1, 0) > 0 {}
                    lock.withLock { waits.append(started.duration(to: .now)) }
                }
            }
        }

        private func record(_ request: HTTPSocket.Request) -> Int {
            lock.withLock { received.append(request) }
            return port
        }

        var requests: [HTTPSocket.Request] { lock.withLock { received } }
        /// How long each silent exchange waited before the client hung up.
        var silences: [Duration] { lock.withLock { waits } }
        var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

        func stop() { server.stop() }
    }

    let transport = CurlTransport()

    @Test func sendsTheRequestAndReturnsTheAnswer() async throws {
        let server = try ScriptedServer { request, _ in
            HTTPResponse(
                status: 201, headers: ["X-Echo-Method": request.method, "Content-Type": "text/plain"], body: request.body + Data(" back".utf8))
        }
        defer { server.stop() }
        let response = try await transport.send(
            HTTPRequest(
                url: server.url.appendingPathComponent("graphql.json"), method: "POST",
                headers: ["Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "tok"],
                body: Data("{\"query\":\"{shop{name}}\"}".utf8)))
        #expect(response.status == 201)
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"query\":\"{shop{name}}\"} back")
        #expect(response.header("x-echo-method") == "POST")
        #expect(response.headers["content-type"] == "text/plain")
        let request = try #require(server.requests.first)
        #expect(request.path == "/graphql.json")
        #expect(request.headers["x-shopify-storefront-access-token"] == "tok")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["expect"] == nil)
    }

    @Test func aLargeBodyIsSentWithoutWaitingForContinue() async throws {
        let server = try ScriptedServer { request, _ in HTTPResponse(status: 200, body: Data(String(request.body.count).utf8)) }
        defer { server.stop() }
        let body = Data(repeating: UInt8(ascii: "x"), count: 300_000)
        let response = try await transport.send(HTTPRequest(url: server.url, method: "POST", body: body))
        #expect(String(decoding: response.body, as: UTF8.self) == "300000")
    }

    @Test func getAndOtherMethodsSendNoBody() async throws {
        let server = try ScriptedServer { request, _ in HTTPResponse(status: 200, body: Data("\(request.method) \(request.body.count)".utf8)) }
        defer { server.stop() }
        #expect(String(decoding: try await transport.send(HTTPRequest(url: server.url, method: "GET")).body, as: UTF8.self) == "GET 0")
        #expect(String(decoding: try await transport.send(HTTPRequest(url: server.url, method: "DELETE")).body, as: UTF8.self) == "DELETE 0")
    }

    @Test func aSameHostRedirectIsFollowedWithTheMethodBodyAndToken() async throws {
        let server = try ScriptedServer { request, _ in
            request.path == "/old" ? HTTPResponse(status: 307, headers: ["Location": "/new"]) : HTTPResponse(status: 200, body: request.body)
        }
        defer { server.stop() }
        let response = try await transport.send(
            HTTPRequest(
                url: server.url.appendingPathComponent("old"), method: "POST",
                headers: ["X-Shopify-Storefront-Access-Token": "tok"], body: Data("hello".utf8)))
        #expect(response.status == 200)
        #expect(response.body == Data("hello".utf8))
        #expect(server.requests.map(\.path) == ["/old", "/new"])
        #expect(server.requests.map(\.method) == ["POST", "POST"])
        #expect(server.requests.last?.headers["x-shopify-storefront-access-token"] == "tok")
    }

    @Test func aRedirectToAnotherHostIsHandedBackAndTheTokenStaysHome() async throws {
        let elsewhere = try ScriptedServer { _, _ in HTTPResponse(status: 200) }
        defer { elsewhere.stop() }
        // "localhost" is another host name than "127.0.0.1", whatever it resolves to.
        let server = try ScriptedServer { _, _ in HTTPResponse(status: 302, headers: ["Location": "http://localhost:\(elsewhere.port)/steal"]) }
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url, method: "POST", headers: ["X-Shopify-Storefront-Access-Token": "tok"]))
        #expect(response.status == 302)
        #expect(elsewhere.requests.isEmpty)
    }

    @Test func redirectRules() throws {
        let post = HTTPRequest(
            url: URL(string: "https://shoes.myshopify.com/api/2026-04/graphql.json")!, method: "POST",
            headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
        func target(_ status: Int, _ location: String, from request: HTTPRequest = post) -> HTTPRequest? {
            CurlTransport.redirect(of: request, by: HTTPResponse(status: status, headers: ["Location": location]))
        }
        #expect(target(301, "/api/2026-07/graphql.json")?.url.absoluteString == "https://shoes.myshopify.com/api/2026-07/graphql.json")
        #expect(target(308, "https://SHOES.myshopify.com/x")?.method == "POST")
        let seeOther = try #require(target(303, "/done"))
        #expect(seeOther.method == "GET" && seeOther.body.isEmpty && seeOther.header("Content-Type") == nil)
        #expect(target(301, "http://shoes.myshopify.com/x") == nil, "https is never downgraded")
        #expect(target(302, "https://evil.example/x") == nil)
        #expect(target(200, "/x") == nil)
        // Only within the origin: another port or scheme of the same host is another origin.
        #expect(target(307, "https://shoes.myshopify.com:8443/x") == nil)
        #expect(target(307, "https://shoes.myshopify.com:443/x")?.url.port == 443)
        var plain = post
        plain.url = URL(string: "http://127.0.0.1:8080/api")!
        #expect(target(301, "https://127.0.0.1:8080/api", from: plain) == nil)
        #expect(target(301, "http://127.0.0.1:9090/api", from: plain) == nil)
        #expect(target(301, "/api/v2", from: plain)?.url.absoluteString == "http://127.0.0.1:8080/api/v2")
    }

    @Test func endlessRedirectsEndInAnError() async throws {
        let server = try ScriptedServer { request, _ in HTTPResponse(status: 302, headers: ["Location": request.path + "x"]) }
        defer { server.stop() }
        await #expect(throws: TransportError.other("more than 5 redirects")) { try await transport.send(HTTPRequest(url: server.url, method: "GET")) }
        #expect(server.requests.count == 6)
    }

    @Test func aTooLargeAnswerIsRefused() async throws {
        let server = try ScriptedServer { _, _ in HTTPResponse(status: 200, body: Data(count: 50_000)) }
        defer { server.stop() }
        await #expect(throws: TransportError.responseTooLarge(limit: 10_000)) {
            try await CurlTransport(maxResponseBytes: 10_000).send(HTTPRequest(url: server.url, method: "GET"))
        }
    }

    /// `--connect-timeout` also bounds silence: a store that takes the request and says nothing
    /// is given up on when the time is up, not seconds later (libcurl's low-speed check, used
    /// before, measures whole seconds and noticed 2–7 s late).
    @Test func aSilentStoreIsGivenUpOnWhenItsTimeIsUp() async throws {
        let server = try ScriptedServer { _, _ in nil }
        defer { server.stop() }
        await #expect(throws: TransportError.timedOut) {
            try await transport.send(HTTPRequest(url: server.url, method: "POST", timeout: 30, connectTimeout: 0.4))
        }
        while server.silences.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
        let waited = try #require(server.silences.first)
        #expect(waited < .milliseconds(900), "\(waited)")
    }

    @Test func anAnswerWithinTheSilenceLimitArrives() async throws {
        let server = try ScriptedServer { _, _ in
            usleep(250_000)
            return HTTPResponse(status: 200, body: Data("late but here".utf8))
        }
        defer { server.stop() }
        let answer = try await transport.send(HTTPRequest(url: server.url, method: "GET", timeout: 30, connectTimeout: 0.5))
        #expect(String(decoding: answer.body, as: UTF8.self) == "late but here")
    }

    @Test func cancellingTheTaskStopsAHangingExchangeAtOnce() async throws {
        let server = try ScriptedServer { _, _ in nil }
        defer { server.stop() }
        let started = Date()
        let task = Task { try await transport.send(HTTPRequest(url: server.url, method: "GET", timeout: 120, connectTimeout: 120)) }
        while server.requests.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(Date().timeIntervalSince(started) < 60, "ended by the cancellation, not by a timeout")
    }

    @Test func aTaskCancelledBeforeSendingSendsNothing() async throws {
        let server = try ScriptedServer { _, _ in HTTPResponse(status: 200) }
        defer { server.stop() }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(HTTPRequest(url: server.url, method: "GET"))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(server.requests.isEmpty)
    }

    @Test func manyExchangesAtOnceEachGetTheirOwnAnswer() async throws {
        let server = try ScriptedServer { request, _ in HTTPResponse(status: 200, body: request.body + request.body) }
        defer { server.stop() }
        let answers = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for index in 0..<40 {
                group.addTask {
                    let response = try await transport.send(HTTPRequest(url: server.url, method: "POST", body: Data("#\(index)".utf8)))
                    return (index, response.body)
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(answers.count == 40)
        #expect(answers.allSatisfy { $0.value == Data("#\($0.key)#\($0.key)".utf8) })
    }

    @Test func loopbackHostsBypassProxiesAndOthersDoNot() {
        #expect(CurlExchange.noProxy(for: URL(string: "http://127.0.0.1:8080/api")!) == "127.0.0.1")
        #expect(CurlExchange.noProxy(for: URL(string: "http://localhost/x")!) == "localhost")
        #expect(CurlExchange.noProxy(for: URL(string: "http://[::1]:9/x")!) == "::1")
        #expect(CurlExchange.noProxy(for: URL(string: "https://shoes.myshopify.com/api")!) == nil)
    }
}
