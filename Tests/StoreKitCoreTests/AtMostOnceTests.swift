import Foundation
import LoopbackHTTP
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

#if canImport(Glibc)
    import Glibc
#endif

/// A mutation reaches the store at most once: a server that executes it and then drops the
/// connection (before answering) gets it once, even on a connection libcurl had kept alive,
/// where it would otherwise send the request again by itself.
@Suite struct AtMostOnceTests {
    /// Answers queries and keeps the connection open; records a mutation, then resets.
    final class ResettingServer: @unchecked Sendable {
        private let server: LoopbackServer
        var port: Int { server.port }
        private let lock = NSLock()
        private var mutations = 0

        init() throws {
            server = try LoopbackServer()
            server.start { [self] connection in serve(connection) }
        }

        private func serve(_ connection: Int32) {
            HTTPSocket.configure(connection, receiveTimeout: 10)
            while let request = HTTPSocket.readRequest(connection, maxBodyBytes: 1 << 20) {
                if String(decoding: request.body, as: UTF8.self).contains("mutation") {
                    lock.withLock { mutations += 1 }
                    LoopbackServer.resetOnClose(connection)
                    return
                }
                let body = Data(Fixtures.shopJSON.utf8)
                let head = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: \(body.count)\r\n\r\n"
                let bytes = Data(head.utf8) + body
                _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
        }

        var mutationsReceived: Int { lock.withLock { mutations } }
        func stop() { server.stop() }
    }

    @Test func aMutationOnAKeptAliveConnectionIsSentOnce() async throws {
        let server = try ResettingServer()
        defer { server.stop() }
        let client = StorefrontClient(
            configuration: .init(
                endpoint: URL(string: "http://127.0.0.1:\(server.port)/api/2026-04/graphql.json")!, token: "t",
                retry: RetryPolicy(maxRetries: 3)),
            transport: CurlTransport())
        // Two queries: the connection is kept alive and reused.
        _ = try await client.fetch(ShopQuery())
        _ = try await client.fetch(ShopQuery())
        await #expect(throws: (any Error).self) {
            try await client.send(CartMutation<CartCreate>(lines: [], email: nil, countryCode: nil, address: nil))
        }
        #expect(server.mutationsReceived == 1)
    }
}
