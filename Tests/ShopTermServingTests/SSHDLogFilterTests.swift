import ShopTermApp
import ShopTermServing
import Testing

/// What serve-ssh passes on of sshd's log: the noise goes (health checks, the utmp complaint,
/// serve-ssh's own test logins), a shopper's lines stay.
@Suite struct SSHDLogFilterTests {
    /// Which of `lines` `filter` keeps, in order.
    static func kept(_ lines: [String], by filter: SSHDLogFilter = SSHDLogFilter()) -> [Bool] {
        var filter = filter
        return lines.map { filter.keep($0) }
    }

    @Test func aConnectionThatLeavesBeforeTheBannerExchangeIsNotLogged() {
        let lines = [
            // What sshd 9.2 writes for HAProxy's tcp-check (connect, read the banner, close).
            "kex_exchange_identification: Connection closed by remote host", "Connection closed by 198.18.0.1 port 45736",
            "Connection reset by 2001:db8::1 port 45736", "syslogin_perform_logout: logout() returned an error",
            // A client that tried to log in is a shopper's business: kept.
            "Connection closed by authenticating user shop 198.18.0.1 port 45736 [preauth]", "Server listening on 0.0.0.0 port 22.",
        ]
        #expect(Self.kept(lines) == [false, false, false, false, true, true])
    }

    @Test func theReadinessLoginIsNotLoggedButAShoppersIs() {
        var filter = SSHDLogFilter()
        filter.probeFingerprints = ["SHA256:probeprobe"]
        let lines = [
            "Accepted publickey for shop from 127.0.0.1 port 40000 ssh2: ED25519 SHA256:probeprobe",
            "Accepted publickey for shop from 127.0.0.1 port 40001 ssh2: ED25519 SHA256:shopper",
            "Received disconnect from 127.0.0.1 port 40000:11: disconnected by user",
            "Received disconnect from 127.0.0.1 port 40001:11: disconnected by user",
            "Disconnected from user shop 127.0.0.1 port 40000",
            // The probe's port, once disconnected, may be a shopper's next.
            "Disconnected from user shop 127.0.0.1 port 40000",
        ]
        #expect(Self.kept(lines, by: filter) == [false, true, false, true, false, true])
    }

    @Test func theGuestReadinessLoginIsTheFirstGuestWhileProbing() {
        var filter = SSHDLogFilter()
        filter.probingGuest = true
        let lines = [
            "Accepted none for guest from 127.0.0.1 port 40002 ssh2", "Accepted none for guest from 127.0.0.1 port 40003 ssh2",
            "Disconnected from user guest 127.0.0.1 port 40002",
        ]
        #expect(Self.kept(lines, by: filter) == [false, true, false])
    }
}
