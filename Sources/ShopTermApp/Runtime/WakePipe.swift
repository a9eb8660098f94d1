import Foundation
import ShopTermUI

/// A self-pipe that wakes the event loop from other threads (an answer has arrived).
public final class WakePipe: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    /// Why the pipe could not be made.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// A non-blocking pipe; throws when the system has no file descriptors left.
    public init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw Failure(description: "cannot create the event loop's pipe: \(String(cString: strerror(errno)))") }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the waiting loop (never blocks; a full pipe already means "awake").
    public func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Waits until one of `inputs` is readable, a signal came, or `milliseconds` passed; empties
    /// the pipe.
    public func wait(orInputs inputs: [Int32], milliseconds: Int32) {
        var fds = inputs.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } + [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)]
        _ = poll(&fds, nfds_t(fds.count), milliseconds)
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}
