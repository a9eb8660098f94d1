import Foundation
import LoopbackHTTP
import StoreKitCore
import Synchronization

/// A small HTTP/1.1 server for the demo store on plain POSIX sockets.
///
/// It is this small on purpose: one request per connection (`Connection: close`), TCP_NODELAY
/// (no 40 ms Nagle stalls), and full control of the socket so that injected faults are real:
/// a reset is a TCP RST (SO_LINGER 0), a hang is a connection that stays silent.
public final class DemoHTTPServer: @unchecked Sendable {
    public let store: DemoStore
    public let host: String
    private let requestedPort: Int
    private let server = Mutex<LoopbackServer?>(nil)

    /// Largest request body accepted.
    public static let maxBodyBytes = 8 * 1_048_576

    public init(store: DemoStore, host: String = "127.0.0.1", port: Int = 0) {
        self.store = store
        self.host = host == "localhost" ? "127.0.0.1" : host
        requestedPort = port
    }

    /// The port the server listens on (after ``start()``).
    public var port: Int { server.withLock { $0?.port ?? 0 } }

    /// Binds and starts accepting connections on a background thread; returns the bound port.
    @discardableResult
    public func start() throws -> Int {
        let listening: LoopbackServer
        do {
            listening = try LoopbackServer(host: host, port: requestedPort)
        } catch {
            throw DemoServerError(host == "127.0.0.1" || requestedPort != 0 ? "\(error)" : "--host \(error)")
        }
        server.withLock { $0 = listening }
        store.checkoutBaseURL = "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(listening.port)"
        listening.start { [self] connection in serve(connection) }
        return listening.port
    }

    /// Stops accepting connections.
    public func stop() {
        server.withLock { $0 }?.stop()
    }

    /// Stops accepting connections and lets those being served be answered, for up to
    /// `seconds` (a page paid just before its process ends still gets its answer).
    public func stop(lettingConnectionsFinishWithin seconds: Double) {
        server.withLock { $0 }?.stop(lettingConnectionsFinishWithin: seconds)
    }

    private func serve(_ fd: Int32) {
        HTTPSocket.configure(fd, receiveTimeout: 30)
        guard let received = HTTPSocket.readRequest(fd, maxBodyBytes: Self.maxBodyBytes) else {
            HTTPSocket.respond(
                fd,
                HTTPResponse(
                    status: 400, headers: ["Content-Type": "application/json"],
                    body: Data(#"{"errors":"Bad Request"}"#.utf8)))
            return
        }
        let request = DemoStore.Request(method: received.method, path: received.path, headers: received.headers, body: received.body)
        let reply = runBlocking { await self.store.handle(request) }
        switch reply {
        case .response(let response):
            HTTPSocket.respond(fd, response)
        case .reset:
            LoopbackServer.resetOnClose(fd)
        case .hang(let seconds):
            Thread.sleep(forTimeInterval: seconds)
        }
    }
}

/// Runs async work from a plain thread and waits for it (the server's threads are not part of
/// the concurrency pool, so blocking them is fine).
private func runBlocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let semaphore = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    Task {
        box.value = await work()
        semaphore.signal()
    }
    semaphore.wait()
    return box.value!
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
