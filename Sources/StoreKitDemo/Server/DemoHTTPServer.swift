import Foundation
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
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(requestedPort).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw DemoServerError("--host \(host): not an IPv4 address")
        }
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw DemoServerError("cannot create a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw DemoServerError("cannot listen on \(host):\(requestedPort): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let port = Int(UInt16(bigEndian: actual.sin_port))
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
            DispatchQueue.global().async { [self] in serve(client) }
        }
    }

    private func serve(_ fd: Int32) {
        var yes: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))

        guard let request = readRequest(fd) else {
            writeAll(fd, Self.encode(HTTPResponse(status: 400, headers: ["Content-Type": "application/json"],
                                                  body: Data(#"{"errors":"Bad Request"}"#.utf8))))
            close(fd)
            return
        }
        let reply = runBlocking { await self.store.handle(request) }
        switch reply {
        case .response(let response):
            writeAll(fd, Self.encode(response))
            shutdown(fd, Int32(SHUT_WR))
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

    /// Reads one request: request line, headers, and a Content-Length body.
    private func readRequest(_ fd: Int32) -> DemoStore.Request? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let separator = Data("\r\n\r\n".utf8)
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            headerEnd = buffer.range(of: separator)
            if headerEnd == nil && buffer.count > 65_536 { return nil }
        }
        guard let end = headerEnd, let head = String(data: buffer[..<end.lowerBound], encoding: .utf8) else { return nil }
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? -1
        guard (0...Self.maxBodyBytes).contains(length) else { return nil }
        var body = Data(buffer[end.upperBound...])
        while body.count < length {
            let count = read(fd, &chunk, min(chunk.count, length - body.count))
            guard count > 0 else { return nil }
            body.append(contentsOf: chunk[0..<count])
        }
        return DemoStore.Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers,
                                 body: body.prefix(length))
    }

    private func writeAll(_ fd: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if written <= 0 { return }
                offset += written
            }
        }
    }

    static func encode(_ response: HTTPResponse) -> Data {
        var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        var headers = response.headers
        headers["content-length"] = String(response.body.count)
        headers["connection"] = "close"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            head += "\(name): \(value)\r\n"
        }
        head += "\r\n"
        return Data(head.utf8) + response.body
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}

/// Why the demo server could not start.
public struct DemoServerError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
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
