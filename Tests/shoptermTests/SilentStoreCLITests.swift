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
    /// A loopback listener that accepts connections and never says a word.
    final class SilentListener: @unchecked Sendable {
        let port: Int
        private let fd: Int32

        init() throws {
            (fd, port) = try HTTPSocket.listen(host: "127.0.0.1", port: 0)
            Thread.detachNewThread { [fd] in
                var open: [Int32] = []
                while true {
                    let connection = accept(fd, nil, nil)
                    guard connection >= 0 else { break }
                    open.append(connection)
                }
                open.forEach { close($0) }
            }
        }

        func stop() { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }
    }

    @Test func eachRetryIsSaidAndTheTimeoutIsKept() async throws {
        let listener = try SilentListener()
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
}
