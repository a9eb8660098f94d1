import Foundation
import LoopbackHTTP
import StoreKitCore
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The loopback server's listening socket belongs to it until it stops, and no longer: a server
/// stopped before its accept loop ran must not accept for the next server that gets the same
/// descriptor (found as a scripted server answering another test's requests).
@Suite struct LoopbackServerTests {
    @Test func aServerStoppedAtOnceNeverAnswersForTheNextOne() throws {
        for round in 0..<300 {
            let early = try LoopbackServer()
            early.start { connection in
                _ = HTTPSocket.readRequest(connection, maxBodyBytes: 1 << 10)
                HTTPSocket.respond(connection, HTTPResponse(status: 200, body: Data("early".utf8)))
            }
            early.stop()
            let next = try LoopbackServer()
            defer { next.stop() }
            next.start { connection in
                _ = HTTPSocket.readRequest(connection, maxBodyBytes: 1 << 10)
                HTTPSocket.respond(connection, HTTPResponse(status: 200, body: Data("next".utf8)))
            }
            let answer = try Self.get(port: next.port)
            #expect(answer.hasSuffix("next"), "round \(round): \(answer)")
            if !answer.hasSuffix("next") { return }
        }
    }

    /// A stop that lets connections finish returns once the one being served was answered
    /// (`shopterm checkout --wait` ends right after its checkout page was paid: its answer to the
    /// browser was cut, seen as "Empty reply from server" in CI).
    @Test func aStopLettingConnectionsFinishWaitsForTheAnswerBeingWritten() throws {
        let server = try LoopbackServer()
        let started = DispatchSemaphore(value: 0)
        let answered = Mutex(false)
        server.start { connection in
            _ = HTTPSocket.readRequest(connection, maxBodyBytes: 1 << 10)
            started.signal()
            Thread.sleep(forTimeInterval: 0.3)
            HTTPSocket.respond(connection, HTTPResponse(status: 200, body: Data("paid".utf8)))
            answered.withLock { $0 = true }
        }
        let client = Thread { _ = try? Self.get(port: server.port) }
        client.start()
        #expect(started.wait(timeout: .now() + 10) == .success)
        server.stop(lettingConnectionsFinishWithin: 5)
        #expect(answered.withLock { $0 }, "the stop returned before the answer was written")
    }

    /// A GET over a plain socket, the answer's bytes as text.
    private static func get(port: Int) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let request = Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        _ = send(fd, request, request.count, Int32(MSG_NOSIGNAL))
        var answer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { break }
            answer += chunk[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}
