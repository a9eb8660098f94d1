import ShopTermApp
import ShopTermServing
import Testing

/// A shopper's terminal over SSH is drawn as its terminfo entry and the client's locale say.
@Suite struct ShopperTerminalTests {
    @Test func anXtermGetsColourTheMouseAndUTF8() {
        let terminal = ShopperTerminal.of(terminalType: "xterm-256color", locale: [:])
        #expect(terminal.drawable && terminal.colors && terminal.mouse && terminal.unicode && !terminal.directColor)
        #expect(terminal.environment == ["TERM": "xterm-256color"])
        #expect(ShopperTerminal.of(terminalType: "xterm-direct", locale: [:]).environment["COLORTERM"] == "truecolor")
    }

    @Test func aVT100GetsNeitherColourNorMouseNorUTF8() {
        let terminal = ShopperTerminal.of(terminalType: "vt100", locale: [:])
        #expect(terminal.drawable && !terminal.colors && !terminal.mouse && !terminal.unicode)
        #expect(terminal.environment["NO_COLOR"] == "1")
        // Its locale, when the client sends one, decides the glyphs.
        #expect(ShopperTerminal.of(terminalType: "vt100", locale: ["LANG": "en_US.UTF-8"]).unicode)
    }

    @Test func dumbAndPaperCannotBeDrawnOn() {
        let dumb = ShopperTerminal.of(terminalType: "dumb", locale: [:])
        #expect(!dumb.drawable)
        #expect(dumb.cannotDraw.contains("a dumb terminal cannot draw it"))
        #expect(!ShopperTerminal(type: "tty33", entry: TerminfoEntry(cursorAddressing: true, hardcopy: true), utf8: nil).drawable)
    }

    @Test func anUnknownOrHostileTypeIsAnXterm() {
        #expect(ShopperTerminal.of(terminalType: "\u{1b}]0;x", locale: [:]).type == "xterm")
        #expect(ShopperTerminal.of(terminalType: nil, locale: [:]).drawable)
    }

    @Test func aLocaleOtherThanUTF8GetsASCII() {
        #expect(!ShopperTerminal.of(terminalType: "xterm-256color", locale: ["LANG": "C"]).unicode)
        #expect(!ShopperTerminal.of(terminalType: "xterm-256color", locale: ["LC_ALL": "de_CH.ISO-8859-1", "LANG": "de_CH.UTF-8"]).unicode)
        #expect(ShopperTerminal.of(terminalType: "xterm-256color", locale: ["LC_CTYPE": "C.utf8", "LANG": "C"]).unicode)
    }

    @Test func theLocaleIsReadInPOSIXOrderAndOnlyWhenWellFormed() {
        #expect(ShopperLocale.isUTF8([:]) == nil)
        #expect(ShopperLocale.isUTF8(["LANG": ""]) == nil)
        #expect(ShopperLocale.isUTF8(["LANG": "POSIX"]) == false)
        #expect(ShopperLocale.isUTF8(["LANG": "sr_RS.UTF-8@latin"]) == true)
        #expect(ShopperLocale.isUTF8(["LC_ALL": "", "LC_CTYPE": "fr_FR.UTF-8", "LANG": "C"]) == true)
        for bad in ["../../etc/passwd", "en_US.UTF-8\u{1b}[2J", "$(reboot)", "en US", String(repeating: "a", count: 100)] {
            #expect(ShopperLocale.isUTF8(["LANG": bad]) == nil, "\(bad)")
        }
    }
}
