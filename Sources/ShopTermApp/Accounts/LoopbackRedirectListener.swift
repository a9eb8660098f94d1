import Foundation
import LoopbackHTTP
import StoreKitCore
import Synchronization

/// Receives the browser's return from a login: listens on `127.0.0.1` (at a random port, or
/// the one of a registered loopback redirect URI) for a `GET /callback?…` and hands its full
/// URL over. Other paths (a browser's `/favicon.ico`) get 404, and a callback the caller does
/// not accept (another login's `state`: anyone on this computer can send one) gets 400; both are
/// ignored. The listener stops after the accepted callback or when the time is up.
public final class LoopbackRedirectListener: Sendable {
    private let server: LoopbackServer
    /// The port listened on.
    public var port: Int { server.port }
    /// The path the callback comes to.
    public let path: String

    /// `http://127.0.0.1:PORT/callback`: the redirect URI to send.
    public var redirectURI: String { "http://127.0.0.1:\(port)\(path)" }

    /// Opens the listening socket: on `port` (0 = any free one), for callbacks to `path`.
    public init(port: Int = 0, path: String = "/callback") throws(CustomerAccountError) {
        do {
            server = try LoopbackServer(host: "127.0.0.1", port: port)
        } catch {
            throw .transport(.other(error.description))
        }
        self.path = path.isEmpty ? "/" : path
    }

    deinit { server.stop() }

    /// Waits up to `timeout` seconds for a callback that `accepting` takes (given its full URL)
    /// and answers the browser with a page saying it may be closed. Returns that URL.
    public func waitForCallback(
        timeout: TimeInterval,
        accepting: @escaping @Sendable (String) -> Bool = { _ in true }
    ) async throws(CustomerAccountError) -> String {
        let port = port
        let path = path
        let server = server
        let result: Result<String, CustomerAccountError> = await withCheckedContinuation { continuation in
            // The first outcome ends the wait: the accepted callback, or the time running out.
            let outcome = Mutex<Bool>(false)
            let finish: @Sendable (Result<String, CustomerAccountError>) -> Void = { result in
                guard
                    outcome.withLock({ done in
                        defer { done = true }
                        return !done
                    })
                else { return }
                server.stop()
                continuation.resume(returning: result)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { finish(.failure(.timedOut)) }
            server.start { client in
                HTTPSocket.configure(client, receiveTimeout: 5)
                guard let request = HTTPSocket.readRequest(client, maxBodyBytes: 0), request.method == "GET",
                    request.path == path || request.path.hasPrefix(path + "?")
                else {
                    HTTPSocket.respond(client, Self.page(404, "Not found", "This address only receives shopterm's login."))
                    return
                }
                let received = "http://127.0.0.1:\(port)\(request.path)"
                guard accepting(received) else {
                    HTTPSocket.respond(client, Self.page(400, "Not this login", "This is not the login shopterm is waiting for."))
                    return
                }
                HTTPSocket.respond(client, Self.page(200, "Back to the terminal", "shopterm received the login; you can close this tab."))
                finish(.success(received))
            }
        }
        return try result.get()
    }

    private static func page(_ status: Int, _ title: String, _ text: String) -> HTTPResponse {
        let html = "<!doctype html><meta charset=utf-8><title>\(title)</title><h1>\(title)</h1><p>\(text)</p>"
        return HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(html.utf8))
    }
}
