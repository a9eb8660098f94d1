import CTerminalGuard
import Foundation
import Testing

/// While the storefront runs, what the process writes on stderr (a runtime error quoting a
/// store's text) is held, and comes back sanitised once the terminal is restored.
@Suite struct HeldStderrTests {
    @Test func heldOutputComesBackWithoutEscapes() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let target = ends[1]
        #expect(cterminal_capture(target) == 0)
        let hostile = "Fatal error: Duplicate values for key: 'Size \u{1b}]0;pwned\u{7}\u{1b}]52;c;ZXZpbA==\u{7}\u{9d}0;x\u{9c} 子供'\n"
        _ = hostile.withCString { write(target, $0, strlen($0)) }
        // Nothing reached the real destination while held.
        var descriptor = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 50) == 0)
        cterminal_release()
        close(target)
        let came = FileHandle(fileDescriptor: ends[0]).readDataToEndOfFile()
        let text = String(decoding: came, as: UTF8.self)
        #expect(text.hasPrefix("Fatal error: Duplicate values for key: 'Size ]0;pwned]52;c;ZXZpbA==0;x 子供'"), "\(text.debugDescription)")
        #expect(!came.contains(0x1b) && !came.contains(0x07))
        #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    }
}
