import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// One log line per SSH session's start and end, and one for each problem its shopper is shown:
/// each session sends its lines as datagrams to serve-ssh's log socket, and serve-ssh writes
/// them on its standard error. A line names the shopper by a short hash of their key's
/// fingerprint (never the key, the fingerprint or an address), and says how long the session
/// lasted and how it ended.
public enum SessionLog {
    /// The variable naming the socket, in a session's environment.
    public static let environmentKey = "SHOPTERM_SESSION_LOG"
    /// The longest line taken from a session.
    static let longestLine = 300

    /// "session start shopper=3f2a9c1b0d4e".
    public static func startLine(shopper: String) -> String {
        "session start shopper=\(shopper.prefix(12))"
    }

    /// "session end shopper=3f2a9c1b0d4e seconds=754 how=idle".
    public static func endLine(shopper: String, seconds: TimeInterval, how: String) -> String {
        "session end shopper=\(shopper.prefix(12)) seconds=\(Int(seconds.rounded())) how=\(how)"
    }

    /// "session problem shopper=3f2a9c1b0d4e: cannot connect to the store (…)": what went wrong
    /// in a session, as the operator needs it (the shopper sees it without the server's internals:
    /// ``KioskProblems``), on one line.
    public static func problemLine(shopper: String, what: String) -> String {
        "session problem shopper=\(shopper.prefix(12)): " + what.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Sends `line` to the socket at `path`; a server that is not listening loses it, and the
    /// session goes on.
    public static func send(_ line: String, to path: String) {
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        guard fd >= 0 else { return }
        defer { close(fd) }
        guard var address = unixAddress(path) else { return }
        let bytes = Array(line.utf8.prefix(longestLine))
        _ = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                sendto(fd, bytes, bytes.count, Int32(MSG_DONTWAIT), socketAddress, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }

    /// What serve-ssh writes of a datagram: printable ASCII only, one line, cut to length, so
    /// that nothing a session sends can move the server's terminal.
    public static func printable(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.prefix(longestLine).filter { (0x20..<0x7F).contains($0) }, as: UTF8.self)
    }

    /// serve-ssh's end: a datagram socket at `path`, each line read handed to `line` on a thread
    /// of its own until ``Listener/close()``.
    public final class Listener: @unchecked Sendable {
        private let fd: Int32
        private let path: String

        /// Binds the socket at `path` (a socket left there by an earlier run is replaced).
        public init(path: String, line: @escaping @Sendable (String) -> Void) throws {
            unlink(path)
            let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
            fd = descriptor
            self.path = path
            guard descriptor >= 0, var address = SessionLog.unixAddress(path) else { throw SessionLogError("cannot make the session log at \(path)") }
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            guard bound == 0 else {
                Glibc.close(descriptor)
                throw SessionLogError("cannot make the session log at \(path): \(String(cString: strerror(errno)))")
            }
            let reader = Thread {
                var buffer = [UInt8](repeating: 0, count: 1024)
                while true {
                    let count = recv(descriptor, &buffer, buffer.count, 0)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { return }
                    let text = SessionLog.printable(Array(buffer[0..<count]))
                    if !text.isEmpty { line(text) }
                }
            }
            reader.name = "serve-ssh-log"
            reader.start()
        }

        /// Stops reading and removes the socket.
        public func close() {
            shutdown(fd, Int32(SHUT_RDWR))
            Glibc.close(fd)
            unlink(path)
        }
    }

    static func unixAddress(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        return address
    }
}

/// Why a socket of serve-ssh's could not be made (the session log, the workers').
public struct SessionLogError: Error, CustomStringConvertible {
    /// Said in one line.
    public var description: String
    init(_ description: String) { self.description = description }
}
