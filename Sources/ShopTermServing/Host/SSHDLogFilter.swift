import Foundation
import ShopTermApp

/// What serve-ssh passes on of sshd's log (`sshd -e`, one line each): everything but the noise
/// that says nothing about a shopper, which at a proxy's check rate would be most of the log.
/// - a connection that ends before the SSH banner exchange (a load balancer's health check, a
///   port probe, serve-ssh's own check that sshd listens): sshd writes
///   `kex_exchange_identification: Connection closed by remote host` and
///   `Connection closed by 192.0.2.1 port 40000`;
/// - `syslogin_perform_logout: logout() returned an error`, written at every session's end on a
///   host whose utmp has no entry for it (sshd's loginrec.c; the sessions have no login record);
/// - serve-ssh's own readiness login (its throwaway key, or the guest login it makes while
///   ``probingGuest``), from its acceptance to its disconnection.
public struct SSHDLogFilter: Sendable {
    /// The fingerprints (`SHA256:…`) of serve-ssh's own probe keys.
    public var probeFingerprints: Set<String> = []
    /// True while serve-ssh logs in as a guest to check that guests get in: the next guest
    /// accepted is that login.
    public var probingGuest = false
    /// The probe connections seen ("127.0.0.1 port 40000"), until their disconnection.
    private var probeConnections: Set<String> = []

    /// A filter passing everything but the noise.
    public init() {}

    /// True when `line` is written to serve-ssh's log.
    public mutating func keep(_ line: String) -> Bool {
        if line.hasPrefix("kex_exchange_identification: ") || line == "syslogin_perform_logout: logout() returned an error" { return false }
        if line.range(of: #"^Connection (closed|reset) by [0-9A-Fa-f.:]+ port [0-9]+$"#, options: .regularExpression) != nil { return false }
        if line.hasPrefix("Accepted "), let connection = Self.connection(in: line) {
            let isProbe = probeFingerprints.contains { line.hasSuffix(" " + $0) } || (probingGuest && line.hasPrefix("Accepted none for "))
            if isProbe {
                if line.hasPrefix("Accepted none for ") { probingGuest = false }
                probeConnections.insert(connection)
                return false
            }
            return true
        }
        guard let connection = Self.connection(in: line), probeConnections.contains(connection) else { return true }
        if line.hasPrefix("Disconnected from ") || line.hasPrefix("Connection closed by ") { probeConnections.remove(connection) }
        return false
    }

    /// The "ADDRESS port N" of the connection a line of sshd's is about, if it names one.
    static func connection(in line: String) -> String? {
        guard let match = line.range(of: #"[0-9A-Fa-f.:]+ port [0-9]+"#, options: .regularExpression) else { return nil }
        return String(line[match])
    }
}
