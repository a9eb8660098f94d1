import Foundation
import LoopbackHTTP
@testable import StoreKitCore
import StoreKitTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A mutation reaches the store at most once: a server that executes it and then drops the
/// connection (before answering) gets it once, even on a connection libcurl had kept alive,
/// where it would otherwise send the request again by itself.
@Suite struct AtMostOnceTests {
    /// Answers queries and keeps the connection open; records a mutation, then resets.
    final class ResettingServer: @unchecked Sendable {
        let port: Int
        private let fd: Int32
        private let lock = NSLock()
        private var mutations = 0

        init() throws {
            (fd, port) = try HTTPSocket.listen(host: "127.0.0.1", port: 0)
            Thread.detachNewThread { [self, fd] in
                while true {
                    let connection = accept(fd, nil, nil)
                    guard connection >= 0 else { return }
                    Thread.detachNewThread { self.serve(connection) }
                }
            }
        }

        private func serve(_ connection: Int32) {
            HTTPSocket.configure(connection, receiveTimeout: 10)
            while let request = HTTPSocket.readRequest(connection, maxBodyBytes: 1 << 20) {
                if String(decoding: request.body, as: UTF8.self).contains("mutation") {
                    lock.withLock { mutations += 1 }
                    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
                    setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
                    close(connection)
                    return
                }
                let body = Data(Fixtures.shopJSON.utf8)
                let head = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: \(body.count)\r\n\r\n"
                let bytes = Data(head.utf8) + body
                _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
            close(connection)
        }

        var mutationsReceived: Int { lock.withLock { mutations } }
        func stop() { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }
    }

    @Test func aMutationOnAKeptAliveConnectionIsSentOnce() async throws {
        let server = try ResettingServer()
        defer { server.stop() }
        let client = StorefrontClient(
            configuration: .init(endpoint: URL(string: "http://127.0.0.1:\(server.port)/api/2026-04/graphql.json")!, token: "t",
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
