import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// What shopterm-relay (the C program sshd runs for each shopper when serve-ssh has storefront
/// workers) says to the worker that takes the session, with the pty's descriptor: its length
/// (4 bytes, big-endian), then `KEY=VALUE` entries each ended by a NUL byte, read by the relay
/// from sshd's environment and ExposeAuthInfo file (the locale variables only when the client
/// sent them and sshd accepted them). The worker answers `A` when it takes the
/// session, then `S`, `s` (a shopper) or `g` (a guest) and the shopper's short hash (12
/// characters: the relay writes the session's end line if the worker dies), and at its end `E`
/// and the exit status; the relay sends `W` on each resize.
public struct RelayHello: Equatable, Sendable {
    /// The shopper's `TERM` as the client gave it (checked before use: ``ShopperKey/terminalType(_:terminfo:)``).
    public var terminalType: String?
    /// sshd's `SSH_CONNECTION` ("client port server port").
    public var connection: String?
    /// The text of sshd's ExposeAuthInfo file: the key it accepted.
    public var authInfo: String?
    /// The client's `LANG`, `LC_ALL` and `LC_CTYPE` that came (checked before use: ``ShopperLocale``).
    public var locale: [String: String] = [:]

    /// The longest hello a worker reads (the relay sends at most 16 KiB of auth info).
    public static let longest = 20_480

    /// The byte the worker sends when it takes the session, the one that ends it (then the
    /// exit status), and the one the relay sends when the window was resized.
    public static let accepted = UInt8(ascii: "A")
    public static let ended = UInt8(ascii: "E")
    /// The byte before whose session it is (`s` or `g`, and 12 characters).
    public static let shopper = UInt8(ascii: "S")
    public static let resized = UInt8(ascii: "W")

    public init(terminalType: String? = nil, connection: String? = nil, authInfo: String? = nil) {
        self.terminalType = terminalType
        self.connection = connection
        self.authInfo = authInfo
    }

    /// The hello sshd's environment makes, as shopterm-relay reads it (a one-process session's:
    /// `TERM`, `SSH_CONNECTION`, the ExposeAuthInfo file `SSH_USER_AUTH` names, the locale).
    public static func fromSSHD(environment: [String: String]) -> RelayHello {
        var hello = RelayHello(
            terminalType: environment["TERM"], connection: environment["SSH_CONNECTION"],
            authInfo: environment["SSH_USER_AUTH"].flatMap { try? String(contentsOfFile: $0, encoding: .utf8) })
        hello.locale = environment.filter { ShopperLocale.variables.contains($0.key) }
        return hello
    }

    /// The entries of a hello's body (after its length); unknown keys are ignored, and so is
    /// an entry without `=`.
    public static func parse(_ body: [UInt8]) -> RelayHello {
        var hello = RelayHello()
        for entry in body.split(separator: 0, omittingEmptySubsequences: true) {
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let key = String(decoding: entry[entry.startIndex..<equals], as: UTF8.self)
            let value = String(decoding: entry[(equals + 1)...], as: UTF8.self)
            switch key {
            case "TERM": hello.terminalType = value
            case "SSH_CONNECTION": hello.connection = value
            case "AUTH": hello.authInfo = value
            case _ where ShopperLocale.variables.contains(key): hello.locale[key] = value
            default: continue
            }
        }
        return hello
    }

    /// The length a hello's first 4 bytes give; nil when it is out of bounds.
    public static func bodyLength(_ header: [UInt8]) -> Int? {
        guard header.count == 4 else { return nil }
        let length = header.reduce(0) { $0 << 8 | Int($1) }
        return length <= longest ? length : nil
    }

    /// A listening stream socket at `path` (one left by an earlier run replaced) that every
    /// local user may connect to: the worker checks who did (SO_PEERCRED).
    public static func listen(at path: String) throws -> Int32 {
        unlink(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0, var address = SessionLog.unixAddress(path) else { throw SessionLogError("cannot make the workers' socket at \(path)") }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, chmod(path, 0o666) == 0, Glibc.listen(fd, 4_096) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw SessionLogError("cannot listen at \(path): \(reason)")
        }
        return fd
    }
}
