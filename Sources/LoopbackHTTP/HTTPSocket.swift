import Foundation
import StoreKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain-socket HTTP/1.1 pieces shared by the demo server and the login redirect listener:
/// listening, reading one request, writing one response. One request per connection.
public enum HTTPSocket {
    /// A request as read from the socket (header names lower-cased).
    public struct Request: Sendable {
        public var method: String
        public var path: String
        public var headers: [String: String]
        public var body: Data
    }

    /// Why a socket could not be opened.
    public struct SocketError: Error, CustomStringConvertible {
        public var description: String
    }

    /// A listening TCP socket on `host` (an IPv4 address) and `port` (0 = any free port).
    public static func listen(host: String, port: Int) throws(SocketError) -> (fd: Int32, port: Int) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw SocketError(description: "\(host): not an IPv4 address") }
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw SocketError(description: "cannot create a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, posixListen(fd, 128) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw SocketError(description: "cannot listen on \(host):\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: actual.sin_port)))
    }

    /// Sets TCP_NODELAY and a receive timeout on an accepted connection.
    public static func configure(_ fd: Int32, receiveTimeout seconds: Int) {
        var yes: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads one request: request line, headers, and a Content-Length body of at most
    /// `maxBodyBytes`. Nil when the bytes are not such a request.
    public static func readRequest(_ fd: Int32, maxBodyBytes: Int) -> Request? {
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
        guard (0...maxBodyBytes).contains(length) else { return nil }
        var body = Data(buffer[end.upperBound...])
        // A client that asked to be told to go on (curl does for larger bodies) would otherwise
        // wait a second before sending the body.
        if body.count < length, headers["expect"]?.lowercased() == "100-continue" {
            writeAll(fd, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        while body.count < length {
            let count = read(fd, &chunk, min(chunk.count, length - body.count))
            guard count > 0 else { return nil }
            body.append(contentsOf: chunk[0..<count])
        }
        return Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body.prefix(length))
    }

    /// Writes `response` (with Content-Length and `Connection: close`) and ends the sending side.
    public static func respond(_ fd: Int32, _ response: HTTPResponse) {
        writeAll(fd, encode(response))
        shutdown(fd, Int32(SHUT_WR))
    }

    /// The response's bytes on the wire.
    public static func encode(_ response: HTTPResponse) -> Data {
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

    private static func writeAll(_ fd: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if written <= 0 { return }
                offset += written
            }
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 302: return "Found"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 409: return "Conflict"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}

/// `listen(2)`, named apart from ``HTTPSocket/listen(host:port:)``.
private func posixListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
        return Glibc.listen(fd, backlog)
    #else
        return Darwin.listen(fd, backlog)
    #endif
}
