import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A listening socket whose accepted connections are each served on a thread of their own
/// (never the concurrency pool's few threads: serving may block) and closed afterwards: the
/// one accept loop of the demo server, the login redirect listener and the tests' scripted
/// servers.
public final class LoopbackServer: @unchecked Sendable {
    /// The port listened on.
    public let port: Int
    /// The address listened on (an IPv4 address).
    public let host: String
    private let lock = NSLock()
    /// Guarded by `lock`: the listening socket (-1 once stopped) and whether its accept loop runs.
    private var fd: Int32
    private var started = false
    /// The connections being served, which ``stop(lettingConnectionsFinishWithin:)`` waits for.
    private let serving = ConnectionCount()

    /// Binds and listens on `host` (`localhost` is 127.0.0.1) and `port` (0: any free one);
    /// nothing is accepted before ``start(_:)``.
    public init(host: String = "127.0.0.1", port: Int = 0) throws(HTTPSocket.SocketError) {
        self.host = host == "localhost" ? "127.0.0.1" : host
        (fd, self.port) = try HTTPSocket.listen(host: self.host, port: port)
    }

    deinit { stop() }

    /// Accepts connections until ``stop()``, handing each to `serve` on a thread of its own;
    /// the connection is closed when `serve` returns. Once started, the listening socket is the
    /// accept loop's: it closes it when it ends, so that a stop before the loop first runs cannot
    /// leave it accepting on a descriptor number the next socket of the process has taken.
    public func start(_ serve: @escaping @Sendable (Int32) -> Void) {
        let fd = lock.withLock { () -> Int32 in
            guard self.fd >= 0, !started else { return -1 }
            started = true
            return self.fd
        }
        guard fd >= 0 else { return }
        let serving = serving
        let thread = Thread {
            while true {
                let connection = accept(fd, nil, nil)
                if connection < 0 {
                    if errno == EINTR { continue }
                    break
                }
                serving.change(by: 1)
                Thread.detachNewThread {
                    serve(connection)
                    close(connection)
                    serving.change(by: -1)
                }
            }
            close(fd)
        }
        thread.name = "loopback-accept-\(port)"
        thread.start()
    }

    /// Stops listening (connections being served finish): the socket is shut, which ends a
    /// running accept loop (Linux: `accept` fails with EINVAL), and closed by that loop, or
    /// here when none was started.
    public func stop() {
        let (fd, started) = lock.withLock { () -> (Int32, Bool) in
            defer { self.fd = -1 }
            return (self.fd, self.started)
        }
        guard fd >= 0 else { return }
        shutdown(fd, Int32(SHUT_RDWR))
        if !started { close(fd) }
    }

    /// Stops listening, then waits up to `seconds` for the connections being served to be
    /// answered: a process that ends right after (`shopterm checkout --wait` once the order is
    /// paid on its own checkout page) would otherwise cut the answer to the shopper's browser.
    public func stop(lettingConnectionsFinishWithin seconds: Double) {
        stop()
        let deadline = DispatchTime.now() + seconds
        while serving.value > 0 && DispatchTime.now() < deadline { usleep(2_000) }
    }

    /// Resets `connection` when it is closed (SO_LINGER 0: a TCP RST instead of a clean end),
    /// as a server that drops a connection does.
    public static func resetOnClose(_ connection: Int32) {
        var abort = linger(l_onoff: 1, l_linger: 0)
        setsockopt(connection, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
    }
}
