import Foundation
import LoopbackHTTP
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Answers recorded from real stores, served as they came: each command line says what the
/// store said, never a guess of its own.
@Suite struct RecordedAnswersCLITests {
    /// Recorded from a real store (tokenless, 2026-07): a query that asked for metafields.
    static let metafieldsRefused =
        #"{"data":{"product":null},"errors":[{"message":"Access denied for metafield field. Required access: `unauthenticated_read_metafields` access scope.","locations":[{"line":3,"column":5}],"path":["product","metafields"],"extensions":{"code":"ACCESS_DENIED","documentation":"https://shopify.dev/api/usage/access-scopes","requiredAccess":"`unauthenticated_read_metafields` access scope."}}]}"#

    /// A store that answers every request with `body` (HTTP 200, JSON).
    static func store(answering body: String) throws -> LoopbackServer {
        let server = try LoopbackServer()
        server.start { connection in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            _ = read(connection, &buffer, buffer.count)
            let bytes = Array(body.utf8)
            let answer =
                Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n".utf8) + bytes
            _ = write(connection, answer, answer.count)
        }
        return server
    }

    /// `shopterm product` says the store refused the metafields and which access it asks for,
    /// in one line, exit 1: not "no such product".
    @Test func aRefusedFieldIsNotANotFound() async throws {
        signal(SIGPIPE, SIG_IGN)
        let store = try Self.store(answering: Self.metafieldsRefused)
        defer { store.stop() }
        let result = try await Shopterm().run(["product", "swift-runner", "--shop", "http://127.0.0.1:\(store.port)"], timeout: 30)
        #expect(result.status == 1)
        #expect(!result.stderr.lowercased().contains("no product"), "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "shopterm: the store denied access to product.metafields (ACCESS_DENIED: Access denied for metafield field. Required access: `unauthenticated_read_metafields` access scope.)"
            ), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
