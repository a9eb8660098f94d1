import Foundation
import ShopTermApp
import ShopTermUI
import TerminalPictures

#if canImport(Glibc)
    import Glibc
#endif

/// A shopper's terminal in a storefront worker: the pty sshd made, handed over by
/// shopterm-relay, drawn with ANSI sequences (``ANSIFrameWriter``) and read with
/// ``InputDecoder``: no curses, whose state is one per process. The relay's socket says when
/// the window was resized, and its end is the shopper's. Colour, mouse and glyphs are what the
/// shopper's terminal can show (``ShopperTerminal``).
package final class PTYTerminal: StorefrontTerminal, ProgramTerminal {
    package let environment: [String: String]
    package let unicode: Bool
    private let pty: Int32
    private let relay: Int32
    private var saved = termios()
    private var writer: ANSIFrameWriter
    private var decoder = InputDecoder()
    private var waiting: [Event] = []
    package private(set) var hungUp = false

    /// Takes `pty` into raw mode (its modes are put back by ``release()``), to draw as
    /// `terminal` can show.
    package init(pty: Int32, relay: Int32, terminal: ShopperTerminal) {
        self.pty = pty
        self.relay = relay
        environment = terminal.environment
        unicode = terminal.unicode
        writer = ANSIFrameWriter(colors: terminal.colors, mouse: terminal.mouse, alternateScreen: terminal.alternateScreen, dim: terminal.dim)
        tcgetattr(pty, &saved)
        var raw = saved
        cfmakeraw(&raw)
        tcsetattr(pty, TCSANOW, &raw)
        _ = fcntl(pty, F_SETFL, fcntl(pty, F_GETFL) | O_NONBLOCK)
    }

    package func checkTerminalType() throws {}

    package func cellSize() -> CellSize? { TerminalProbe.cellSize(fd: pty) }

    /// Asks, and waits at most 0.2 s for the reply; whatever came with it (keys typed meanwhile,
    /// a reply that is late) goes to the key reader, which drops replies.
    package func askPictures() -> PictureDetection.Reply? {
        send(PictureDetection.query)
        let (reply, bytes) = TerminalProbe.awaitReply(fd: pty, timeout: 0.2)
        waiting += decoder.feed(bytes)
        return reply
    }

    package func takeOver() throws -> any ProgramTerminal {
        send(writer.enter)
        return self
    }

    package func release() {
        send(writer.leave)
        restoreModes()
    }

    /// The pty's modes as they were, nothing written (a terminal the storefront never drew on).
    package func restoreModes() {
        _ = fcntl(pty, F_SETFL, fcntl(pty, F_GETFL) & ~O_NONBLOCK)
        tcsetattr(pty, TCSANOW, &saved)
    }

    /// The window's size in cells, at most ``largest``: a shopper's client says what it likes,
    /// and a frame of its size is drawn in a process other shoppers share.
    package var size: (width: Int, height: Int) {
        TerminalProbe.windowSize(fd: pty).map { (min(Int($0.ws_col), Self.largest.width), min(Int($0.ws_row), Self.largest.height)) } ?? (80, 24)
    }

    /// The largest window drawn (a larger one shows the storefront in its top left corner).
    package static let largest = (width: 400, height: 200)

    package var input: Int32 { pty }
    package var alsoRead: [Int32] { [relay] }

    /// The next event: a resize the relay told of, then the keys that came, a sequence cut in
    /// two waited for a moment.
    package func read() -> Event? {
        if waiting.isEmpty { readRelay() }
        if waiting.isEmpty {
            waiting += decoder.feed(readAvailable(limit: 65_536))
            if let patience = decoder.patience, waiting.isEmpty {
                var descriptor = pollfd(fd: pty, events: Int16(POLLIN), revents: 0)
                let milliseconds = Int32(patience.components.seconds * 1000 + patience.components.attoseconds / 1_000_000_000_000_000)
                if poll(&descriptor, 1, milliseconds) > 0 {
                    waiting += decoder.feed(readAvailable(limit: 65_536))
                } else {
                    waiting += decoder.flush()
                }
            }
        }
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }

    package func draw(_ frame: Frame) { send(writer.output(for: frame)) }

    package func copyToClipboard(_ text: String) { send(ANSIFrameWriter.copy(text)) }

    /// Says `text` to the shopper after the storefront gave the terminal back (a goodbye).
    package func say(_ text: String) { send(text.replacingOccurrences(of: "\n", with: "\r\n")) }

    /// The relay's bytes: `W`, the window was resized; its end, the shopper's.
    private func readRelay() {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = recv(relay, &bytes, bytes.count, Int32(MSG_DONTWAIT))
        if count == 0 || count < 0 && errno != EAGAIN && errno != EINTR {
            hungUp = true
            return
        }
        guard count > 0, bytes.prefix(count).contains(UInt8(ascii: "W")) else { return }
        writer.invalidate()
        let size = size
        waiting.append(.resize(width: size.width, height: size.height))
    }

    /// What the pty has now, at most `limit` bytes (its end or an error: the shopper went away).
    private func readAvailable(limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while bytes.count < limit {
            let count = Glibc.read(pty, &chunk, chunk.count)
            if count > 0 {
                bytes += chunk.prefix(count)
                continue
            }
            if count == 0 || errno != EAGAIN && errno != EINTR { hungUp = true }
            break
        }
        return bytes
    }

    /// Writes all of `text`, waiting for a slow shopper's terminal to take it, at most 10 s
    /// each time it stalls (then the shopper counts as gone).
    private func send(_ text: String) {
        guard !hungUp else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(pty, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes = bytes.dropFirst(count)
                continue
            }
            var descriptor = pollfd(fd: pty, events: Int16(POLLOUT), revents: 0)
            guard count < 0, errno == EAGAIN || errno == EINTR, poll(&descriptor, 1, 10_000) > 0 else {
                hungUp = true
                return
            }
        }
    }

}
