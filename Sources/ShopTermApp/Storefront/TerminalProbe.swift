import Foundation
import TerminalPictures

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal says about itself: its cell size in pixels (the window size's pixels over
/// its cells) and, when asked, its answer to ``PictureDetection/query``.
public enum TerminalProbe {
    /// The window size of the terminal `fd` is, when it is one and says (cells, and pixels where 0
    /// means unknown).
    public static func windowSize(fd: Int32 = STDOUT_FILENO) -> winsize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return size
    }

    /// The cell size the window size reports for `fd`, when it reports pixels.
    public static func cellSize(fd: Int32 = STDOUT_FILENO) -> CellSize? {
        guard let size = windowSize(fd: fd), size.ws_xpixel > 0, size.ws_ypixel > 0 else { return nil }
        return CellSize(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// Sends the query to the controlling terminal and reads its reply for at most `timeout`
    /// seconds (nil when none came: a terminal that does not answer, or no terminal). The
    /// terminal's modes are put back as they were.
    public static func ask(timeout: TimeInterval = 0.2) -> PictureDetection.Reply? {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(fd, TCSANOW, &saved) }
        let query = Array(PictureDetection.query.utf8)
        guard query.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == query.count else { return nil }
        let (reply, _) = awaitReply(fd: fd, timeout: timeout)
        // No whole answer in time: what the terminal still sends would reach the storefront as
        // keys, so the input is dropped (typed-ahead keys with it, in this rare case).
        if reply == nil { tcflush(fd, TCIFLUSH) }
        return reply
    }

    /// Reads `fd` (a terminal just asked ``PictureDetection/query``) for at most `timeout`
    /// seconds, until its reply is whole: the reply, nil when none came in time, and every byte
    /// read (keys typed meanwhile with it).
    public static func awaitReply(fd: Int32, timeout: TimeInterval) -> (PictureDetection.Reply?, [UInt8]) {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 256)
        while Date() < deadline, bytes.count < 512 {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&descriptor, 1, left) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer.prefix(count)
            if let parsed = PictureDetection.parse(bytes) { return (parsed, bytes) }
        }
        return (nil, bytes)
    }
}
