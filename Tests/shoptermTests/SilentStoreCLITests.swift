import Foundation
import LoopbackHTTP
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A store that takes requests and never answers: shopterm gives up on each attempt when
/// `--connect-timeout` is up, says on stderr each retry and when it comes, and ends with one
/// line and exit 1 instead of minutes of silence.
@Suite struct SilentStoreCLITests {
    /// A store that accepts connections and never says a word (for at most a minute each).
    static func silent() throws -> LoopbackServer {
        let server = try LoopbackServer()
        server.start { _ in sleep(60) }
        return server
    }

    @Test func eachRetryIsSaidAndTheTimeoutIsKept() async throws {
        let listener = try Self.silent()
        defer { listener.stop() }
        let started = ContinuousClock.now
        let result = try await Shopterm().run(["shop", "--shop", "http://127.0.0.1:\(listener.port)", "--connect-timeout", "0.5"], timeout: 30)
        let took = started.duration(to: .now)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let retries = lines.filter { $0.hasPrefix("shopterm: the store did not answer in time; retrying in ") }
        #expect(retries.count == 3, "\(result.stderr)")
        #expect(retries.last?.hasSuffix("(3 of 3)") == true)
        #expect(lines.last == "shopterm: the store did not answer in time; check the connection and try again")
        // Four attempts of 0.5 s and backoffs of at most 0.5 + 1 + 2 s: 5.5 s, with room for a
        // busy machine (the exact silence limit is pinned by CurlTransportTests).
        #expect(took < .seconds(20), "\(took)")
    }

    /// A store that begins an answer and then sends one byte every 0.3 s (never silent long
    /// enough for --connect-timeout), for at most 60 s a connection.
    static func trickling() throws -> LoopbackServer {
        let server = try LoopbackServer()
        server.start { connection in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            _ = read(connection, &buffer, buffer.count)
            let head = Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{".utf8)
            var sent = write(connection, head, head.count) > 0
            let until = Date().addingTimeInterval(60)
            while sent, Date() < until {
                usleep(300_000)
                sent = write(connection, " ", 1) == 1
            }
        }
        return server
    }

    /// A store that trickles bytes: each retry says the store answers very slowly, and the
    /// whole command ends at its deadline instead of 4 tries × the timeout.
    @Test func aTricklingStoreEndsAtTheCommandsDeadline() async throws {
        signal(SIGPIPE, SIG_IGN)
        let listener = try Self.trickling()
        defer { listener.stop() }
        let started = ContinuousClock.now
        let result = try await Shopterm().run(
            ["shop", "--shop", "http://127.0.0.1:\(listener.port)", "--timeout", "2", "--deadline", "5"], timeout: 60)
        let took = started.duration(to: .now)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("shopterm: the store answers very slowly; retrying in ") }, "\(result.stderr)")
        #expect(
            lines.last?.hasPrefix("shopterm: gave up after 5 s, the command's deadline (the store answers very slowly)") == true, "\(result.stderr)")
        // Without the deadline: 4 attempts of 2 s and backoffs of up to 3.5 s, and the last line
        // would be the timeout's; the bound leaves room for a loaded machine starting shopterm.
        #expect(took < .seconds(30), "\(took)")
    }
}
