import Foundation
import ShopTermServing
import Testing

/// `serve-ssh`'s checks of its options (``SSHServer/Options/problem()``), in process: what was
/// only tested by running the executable.
@Suite struct SSHServerOptionsProblemTests {
    static func options(_ change: (inout SSHServer.Options) -> Void = { _ in }) -> SSHServer.Options {
        var options = SSHServer.Options(demoCatalogs: SSHServerTests.noCatalogs)
        change(&options)
        return options
    }

    @Test func theDefaultsAreFine() throws {
        #expect(try Self.options().problem() == nil)
    }

    @Test func eachBadValueIsNamedWithWhatItTakes() throws {
        #expect(try Self.options { $0.port = 0 }.problem() == "--port must be between 1 and 65535")
        #expect(try Self.options { $0.workers = -1 }.problem() == "--workers must be between 0 and 256")
        #expect(try Self.options { $0.sessionsPerWorker = 0 }.problem() == "--sessions-per-worker must be between 1 and 100000")
        #expect(try Self.options { $0.listen = "localhost" }.problem() == "--listen takes an IP address, e.g. 127.0.0.1, 0.0.0.0 or ::")
        #expect(try Self.options { $0.user = "Shop Owner" }.problem() == "--user takes a user name, e.g. shop")
        #expect(try Self.options { $0.guestUser = "-x" }.problem() == "--guest-user takes a user name, e.g. guest")
        #expect(
            try Self.options {
                $0.shop = "tea.myshopify.com"
                $0.catalog = "tea.json"
            }.problem() == "--catalog and --demo-size are for the embedded store, not --shop")
        #expect(try Self.options { $0.shop = "ftp://tea.example" }.problem()?.hasPrefix("--shop: ") == true)
    }
}
