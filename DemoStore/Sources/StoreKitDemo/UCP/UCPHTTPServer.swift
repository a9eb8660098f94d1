import Foundation
import LoopbackHTTP
import StoreKitCore
import Synchronization

/// A UCP endpoint that is no shop (the mall's global catalog) served over loopback sockets, one
/// request per connection, as the demo store's own HTTP server serves a shop.
public final class UCPHTTPServer: Sendable {
    public let service: UCPService
    private let server: LoopbackServer

    /// Largest request body accepted.
    static let maxBodyBytes = 1_048_576

    /// Binds `host:port` (0: any free port) and starts answering.
    public init(service: UCPService, host: String = "127.0.0.1", port: Int = 0) throws {
        self.service = service
        server = try LoopbackServer(host: host, port: port)
        server.start { [service] connection in Self.serve(connection, service: service) }
    }

    /// The bound port.
    public var port: Int { server.port }

    /// Stops accepting connections.
    public func stop() { server.stop() }

    private static func serve(_ fd: Int32, service: UCPService) {
        HTTPSocket.configure(fd, receiveTimeout: 30)
        guard let received = HTTPSocket.readRequest(fd, maxBodyBytes: maxBodyBytes) else {
            HTTPSocket.respond(
                fd, HTTPResponse(status: 400, headers: ["Content-Type": "application/json"], body: Data(#"{"error":"malformed request"}"#.utf8)))
            return
        }
        let request = DemoRequest(method: received.method, path: received.path, headers: received.headers, body: received.body)
        let box = Answer()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.set(await service.answer(request))
            done.signal()
        }
        done.wait()
        HTTPSocket.respond(fd, box.get() ?? HTTPResponse(status: 500, headers: [:], body: Data()))
    }
}

/// The answer handed from the task to the socket's thread.
private final class Answer: Sendable {
    private let value = Mutex<HTTPResponse?>(nil)
    func set(_ response: HTTPResponse) { value.withLock { $0 = response } }
    func get() -> HTTPResponse? { value.withLock { $0 } }
}
