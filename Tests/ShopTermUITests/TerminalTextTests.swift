import Testing
@testable import ShopTermUI

/// Store text made safe and measured in cells, on the ASCII fast path and off it.
@Suite struct TerminalTextTests {
    @Test func widthsCountCellsPerGrapheme() {
        #expect(TerminalText.width(of: "Swift Runner") == 12)
        #expect(TerminalText.width(of: "") == 0)
        #expect(TerminalText.width(of: "靴") == 2)
        #expect(TerminalText.width(of: "Café") == 4)
        #expect(TerminalText.width(of: "Cafe\u{301}") == 4, "a combining accent takes no cell")
        #expect(TerminalText.width(of: "👟 shoe") == 7)
        #expect(TerminalText.width(of: "a\u{200B}b") == 2)
        #expect(TerminalText.width(of: Character("x")) == 1)
        #expect(TerminalText.width(of: Character("\r\n")) == 1)
    }

    @Test func sanitizingRemovesControlsAndBidiOnBothPaths() {
        #expect(TerminalText.sanitized("Plain title") == "Plain title")
        #expect(TerminalText.sanitized("Evil\u{1B}]2;pwned\u{07}title") == "Evil]2;pwnedtitle")
        #expect(TerminalText.sanitized("tab\there\nand\rthere") == "tab here and there")
        #expect(TerminalText.sanitized("DEL\u{7F}") == "DEL")
        #expect(TerminalText.sanitized("Ca\u{202E}fé\u{9B}") == "Café")
    }

    @Test func truncationEndsInAnEllipsisWithinTheLimit() {
        #expect(TerminalText.truncated("Swift Runner", to: 20) == "Swift Runner")
        #expect(TerminalText.truncated("Swift Runner", to: 6) == "Swift…")
        #expect(TerminalText.truncated("Swift Runner", to: 0) == "")
        #expect(TerminalText.truncated("靴靴靴靴", to: 5) == "靴靴…")
        #expect(TerminalText.truncated("Café au lait", to: 5) == "Café…")
        for limit in 1...12 {
            #expect(TerminalText.width(of: TerminalText.truncated("Swift Runner", to: limit)) <= limit)
        }
    }
}
