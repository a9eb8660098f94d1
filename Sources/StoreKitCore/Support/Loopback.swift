/// Loopback hosts: this machine, never a store on the network (the demo server, the login listener).
public enum Loopback {
    /// True for 127.0.0.0/8, `localhost` and `::1` (lower-cased, IPv6 without brackets).
    public static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
