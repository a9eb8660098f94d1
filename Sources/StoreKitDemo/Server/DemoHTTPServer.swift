import Foundation
import LoopbackHTTP
import StoreKitCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server for the demo store on plain POSIX sockets.
///
/// It is this small on purpose: one request per connection (`Connection: close`), TCP_NODELAY
/// (no 40 ms Nagle stalls), and full control of the socket so that injected faults are real:
/// a reset is a TCP RST (SO_LINGER 0), a hang is a connection that stays silent.
public final class DemoHTTPServer: @unchecked Sendable {
    public let store: DemoStore
    public let host: String
    private let requestedPort: Int
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var boundPort = 0

    /// Largest request body accepted.
    public static let maxBodyBytes = 8 * 1_048_576

    public init(store: DemoStore, host: String = "127.0.0.1", port: Int = 0) {
        self.store = store
        self.host = host == "localhost" ? "127.0.0.1" : host
        requestedPort = port
    }

    /// The port the server listens on (after ``start()``).
    public var port: Int { lock.withLock { boundPort } }

    /// Binds and starts accepting connections on a background thread; returns the bound port.
    @discardableResult
    public func start() throws -> Int {
        let (fd, port): (Int32, Int)
        do {
            (fd, port) = try HTTPSocket.listen(host: host, port: requestedPort)
        } catch {
            throw DemoServerError(host == "127.0.0.1" || requestedPort != 0 ? "\(error)" : "--host \(error)")
        }
        lock.withLock {
            listener = fd
            boundPort = port
        }
        store.checkoutBaseURL = "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(port)"
        let thread = Thread { [self] in acceptLoop(fd) }
        thread.name = "demo-server-accept"
        thread.start()
        return port
    }

    /// Stops accepting connections.
    public func stop() {
        let fd = lock.withLock { () -> Int32 in
            defer { listener = -1 }
            return listener
        }
        guard fd >= 0 else { return }
        shutdown(fd, Int32(SHUT_RDWR))
        close(fd)
    }

    private func acceptLoop(_ fd: Int32) {
        while true {
            let client = accept(fd, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            // A thread per connection, not the global queue: `serve` blocks while the store
            // answers, and the global queue's few threads are the ones that run its tasks.
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ fd: Int32) {
        HTTPSocket.configure(fd, receiveTimeout: 30)
        guard let received = HTTPSocket.readRequest(fd, maxBodyBytes: Self.maxBodyBytes) else {
            HTTPSocket.respond(fd, HTTPResponse(status: 400, headers: ["Content-Type": "application/json"],
                                                body: Data(#"{"errors":"Bad Request"}"#.utf8)))
            close(fd)
            return
        }
        let request = DemoStore.Request(method: received.method, path: received.path, headers: received.headers, body: received.body)
        let reply = runBlocking { await self.store.handle(request) }
        switch reply {
        case .response(let response):
            HTTPSocket.respond(fd, response)
            close(fd)
        case .reset:
            var abort = linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
            close(fd)
        case .hang(let seconds):
            Thread.sleep(forTimeInterval: seconds)
            close(fd)
        }
    }
}

/// Why the demo server could not start.
public struct DemoServerError: Error, CustomStringConvertible {
    /// What went wrong (e.g. the address is in use).
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { "demo-server: \(reason)" }
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
