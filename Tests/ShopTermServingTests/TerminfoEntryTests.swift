import Foundation
import ShopTermApp
import ShopTermServing
import Testing

/// The compiled terminfo entries of this computer (ncurses-base), read without curses.
@Suite struct TerminfoEntryTests {
    @Test func anXtermHasColoursTheMouseAndTheCursor() throws {
        let entry = try #require(TerminfoEntry.load("xterm-256color"))
        #expect(entry == TerminfoEntry(cursorAddressing: true, colors: 256, mouseKey: true))
    }

    @Test func aVT100HasTheCursorAndNothingMore() throws {
        let entry = try #require(TerminfoEntry.load("vt100"))
        var expected = TerminfoEntry(cursorAddressing: true)
        // No alternate screen, no half-bright text: the storefront draws over its screen, plain.
        expected.alternateScreen = false
        expected.dim = false
        #expect(entry == expected)
    }

    @Test func dumbCannotMoveItsCursor() throws {
        let entry = try #require(TerminfoEntry.load("dumb"))
        #expect(!entry.cursorAddressing)
    }

    /// xterm-direct's colours need the 32-bit number format, and its `RGB` is an extended boolean.
    @Test func directColourIsReadFromTheNumberAndTheExtendedBoolean() throws {
        let entry = try #require(TerminfoEntry.load("xterm-direct"))
        #expect(entry.directColor && entry.colors == 1 << 24)
        #expect(try #require(TerminfoEntry.load("xterm-256color")).directColor == false)
    }

    @Test func whatIsNotAnEntryIsNil() {
        #expect(TerminfoEntry.parse([]) == nil)
        #expect(TerminfoEntry.parse(Array("#!/bin/sh\necho hello\n".utf8)) == nil)
        #expect(TerminfoEntry.parse([0x1A, 0x01, 0xFF, 0x7F, 0, 0, 0, 0, 0, 0, 0, 0]) == nil)
        #expect(TerminfoEntry.load("../../etc/passwd") == nil)
        #expect(TerminfoEntry.load("no-such-terminal") == nil)
    }

    /// Every entry this computer has is read, or refused, without a crash.
    @Test func everyEntryOfThisComputerIsRead() throws {
        let root = "/usr/share/terminfo"
        var read = 0
        for folder in try FileManager.default.contentsOfDirectory(atPath: root) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)")) ?? [] {
                if TerminfoEntry.load(name, roots: [root]) != nil { read += 1 }
            }
        }
        #expect(read > 100)
    }
}
