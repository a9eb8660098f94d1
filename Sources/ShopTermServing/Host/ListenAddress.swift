import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// The address serve-ssh's sshd listens on (`--listen`, IPv4 or IPv6): whether it can be
/// taken, whether it answers, and what a shopper types to reach it.
package enum ListenAddress {
    /// The socket address of `address`:`port`; nil when `address` is not a numeric IP address.
    private static func socketAddress(_ address: String, port: Int) -> (family: Int32, storage: sockaddr_storage, length: socklen_t)? {
        var storage = sockaddr_storage()
        if address.contains(":") {
            var ip6 = sockaddr_in6()
            ip6.sin6_family = sa_family_t(AF_INET6)
            ip6.sin6_port = in_port_t(UInt16(port).bigEndian)
            guard inet_pton(AF_INET6, address, &ip6.sin6_addr) == 1 else { return nil }
            withUnsafeMutableBytes(of: &storage) { target in withUnsafeBytes(of: ip6) { target.copyMemory(from: $0) } }
            return (AF_INET6, storage, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
        var ip4 = sockaddr_in()
        ip4.sin_family = sa_family_t(AF_INET)
        ip4.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, address, &ip4.sin_addr) == 1 else { return nil }
        withUnsafeMutableBytes(of: &storage) { target in withUnsafeBytes(of: ip4) { target.copyMemory(from: $0) } }
        return (AF_INET, storage, socklen_t(MemoryLayout<sockaddr_in>.size))
    }

    /// True when `address` is a numeric IPv4 or IPv6 address.
    package static func isAddress(_ address: String) -> Bool { socketAddress(address, port: 0) != nil }

    /// Refuses, in one line, an address sshd could not listen on: not an address of this host,
    /// a port already taken, a port below 1024 without root.
    package static func checkFree(_ address: String, port: Int) throws {
        guard var target = socketAddress(address, port: port) else { throw SSHServeError("--listen \(address) is not an IP address") }
        let fd = socket(target.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SSHServeError("cannot listen on \(address): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        if target.family == AF_INET6 { setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size)) }
        let bound = withUnsafePointer(to: &target.storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, target.length) } }
        guard bound != 0 else { return }
        switch errno {
        case EADDRINUSE: throw SSHServeError("port \(port) on \(address) is in use (another serve-ssh or sshd?)")
        case EADDRNOTAVAIL: throw SSHServeError("--listen \(address) is not an address of this host (ip -brief address lists them)")
        case EACCES: throw SSHServeError("port \(port) needs root (ports below 1024 are privileged)")
        default: throw SSHServeError("cannot listen on \(address) port \(port): \(String(cString: strerror(errno)))")
        }
    }

    /// The address a local client reaches the listener at: loopback for a wildcard.
    package static func local(_ address: String) -> String {
        switch address {
        case "0.0.0.0": return "127.0.0.1"
        case "::": return "::1"
        default: return address
        }
    }

    /// True when a TCP connection to the listener is taken.
    package static func accepts(_ address: String, port: Int) -> Bool {
        guard var target = socketAddress(local(address), port: port) else { return false }
        let fd = socket(target.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return withUnsafePointer(to: &target.storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, target.length) } } == 0
    }

    /// What a shopper types: `ssh -p 2222 shop@host`, the host being the address listened on,
    /// or this host's name for a wildcard (shoppers elsewhere cannot use a loopback address).
    package static func sshCommand(user: String, address: String, port: Int) -> String {
        var host = address
        if address == "0.0.0.0" || address == "::" {
            var name = [CChar](repeating: 0, count: 256)
            host =
                gethostname(&name, name.count) == 0
                ? String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "this-host"
        }
        return "ssh " + (port == 22 ? "" : "-p \(port) ") + "\(user)@\(host)"
    }
}
