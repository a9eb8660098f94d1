import Foundation
import ShopTermApp
import ShopTermServing
import ShopTermUI
import Synchronization
import Testing

/// A shopper over SSH reads what went wrong without the server's internals; the operator reads
/// it whole, once a minute at most, as a line with the session's short hash.
@Suite struct KioskProblemsTests {
    @Test func theServersInternalsAreNeverShownToAShopper() {
        let cases = [
            "cannot connect to the store (Failed to connect to 127.0.0.1 port 8088 after 0 ms: Couldn't connect to server)":
                "cannot connect to the store",
            "network error: Could not resolve host: store.internal": "network error",
            "the shoppers' database (PostgreSQL at db.internal:5432/shopterm): connection to server at \"db.internal\" (10.0.0.5), port 5432 failed":
                "this shop cannot reach its carts just now; try again in a moment",
            "could not connect: FATAL:  password authentication failed for user \"shop\"":
                "this shop cannot reach its carts just now; try again in a moment",
            "catalog: cannot read /srv/shop/catalog.json: You don't have permission to view it.":
                "something went wrong on the shop's server; try again in a moment",
            "the store answered 502 from http://[2001:db8::1]:8080/api": "the store answered 502",
            "cannot save to /var/lib/shopterm/ssh/cache/x": "something went wrong on the shop's server; try again in a moment",
            "the store's picture could not be read (/tmp/x/y.png) (sold out)": "the store's picture could not be read (sold out)",
        ]
        for (given, shown) in cases {
            #expect(KioskProblems.forShopper(given) == shown, "\(given)")
            #expect(!KioskProblems.names(KioskProblems.forShopper(given)))
        }
    }

    @Test func whatNamesNoInternalIsShownAsItIs() {
        for text in [
            "the store did not answer in time", "Variant is sold out (3 left)", "cannot connect to the store", "Enter a valid ZIP code: 97201",
            "The store took 2 of 3; 12:30 tomorrow",
        ] {
            #expect(KioskProblems.forShopper(text) == text)
        }
    }

    @Test func theOperatorIsToldEachProblemOnceAMinuteAtMost() {
        let lines = Mutex<[String]>([])
        let problems = KioskProblems { line in lines.withLock { $0.append(line) } }
        #expect(problems.tell("cannot connect to the store (Failed to connect to 10.1.2.3 port 443)") == "cannot connect to the store")
        problems.tell("cannot connect to the store (Failed to connect to 10.1.2.3 port 443)")
        problems.tell("the store did not answer in time")
        #expect(
            lines.withLock { $0 } == ["cannot connect to the store (Failed to connect to 10.1.2.3 port 443)", "the store did not answer in time"])
        #expect(
            SessionLog.problemLine(shopper: "3f2a9c1b0d4e5f60", what: "a\nb") == "session problem shopper=3f2a9c1b0d4e: a b")
    }

    @Test func failedAnswersAndTheKeepingAreWatched() async throws {
        let lines = Mutex<[String]>([])
        let problems = KioskProblems { line in lines.withLock { $0.append(line) } }
        var services = StoreServices.failing
        services.answer = { _ in .failure("cannot connect to the store (Failed to connect to 127.0.0.1 port 1)") }
        let watched = problems.watching(services)
        #expect(await watched.answer(.home) == .failure("cannot connect to the store"))
        var keeping = ShopperKeeping.memory(notice: nil)
        keeping.loadCart = { throw Down() }
        #expect(throws: KioskProblems.Said.self) { try problems.watching(keeping).loadCart() }
        #expect(lines.withLock { $0 } == ["cannot connect to the store (Failed to connect to 127.0.0.1 port 1)", Down().description])
        // An error already told is not told again.
        let said = problems.told(CocoaError(.fileReadNoPermission))
        #expect(problems.told(said).description == said.description)
        #expect(lines.withLock { $0.count } == 3)
    }

    private struct Down: Error, CustomStringConvertible {
        var description: String { "the shoppers' database (PostgreSQL at db:5432/shop): server closed the connection unexpectedly" }
    }
}
