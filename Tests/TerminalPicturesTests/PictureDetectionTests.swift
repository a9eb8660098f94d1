import TerminalPictures
import Testing

/// `--images auto`: the environment first, the terminal's answer where it cannot tell.
struct PictureDetectionTests {
    private func detect(
        _ environment: [String: String], setting: PictureSetting = .auto,
        reply: PictureDetection.Reply? = nil
    ) -> (style: PictureStyle?, asked: Bool) {
        var asked = false
        let style = PictureDetection.style(setting: setting, environment: environment, cell: nil) {
            asked = true
            return reply
        }
        return (style, asked)
    }

    @Test func terminalsThatNameThemselves() {
        #expect(detect(["TERM": "xterm-kitty"]).style?.mode == .kitty)
        #expect(detect(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]).style?.mode == .kitty)
        #expect(detect(["TERM": "xterm-ghostty"]).style?.mode == .kitty)
        #expect(detect(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]).style?.mode == .iterm)
        #expect(detect(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]).style?.mode == .iterm)
        #expect(detect(["TERM": "foot"]).style?.mode == .sixel)
        #expect(detect(["TERM": "xterm-kitty"]).asked == false)
    }

    @Test func othersAreAskedForSixels() {
        let sixel = detect(["TERM": "xterm"], reply: .init(attributes: [63, 1, 2, 4, 6, 9], cell: CellSize(width: 6, height: 13)))
        #expect(sixel.asked && sixel.style == PictureStyle(mode: .sixel, colors: .indexed256, cell: CellSize(width: 6, height: 13)))
        // No sixels and no 256 colours: no pictures; 256 colours: half blocks.
        #expect(detect(["TERM": "xterm"], reply: .init(attributes: [1, 2])).style == nil)
        #expect(detect(["TERM": "xterm-256color"], reply: .init(attributes: [1, 2])).style == PictureStyle(mode: .blocks, colors: .indexed256))
        #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"]).style == PictureStyle(mode: .blocks, colors: .trueColor))
    }

    @Test func multiplexersGetHalfBlocksWithoutAQuery() {
        let inTmux = detect(["TERM": "tmux-256color", "TMUX": "/tmp/x", "TERM_PROGRAM": "iTerm.app"])
        #expect(inTmux.style?.mode == .blocks && !inTmux.asked)
    }

    @Test func noColorMeansNoneUnlessAModeIsForced() {
        #expect(detect(["TERM": "xterm-kitty", "NO_COLOR": "1"]).style == nil)
        #expect(detect(["TERM": "xterm-kitty", "NO_COLOR": "1"], setting: .sixel).style?.mode == .sixel)
        #expect(detect(["TERM": "xterm-kitty"], setting: .none).style == nil)
        #expect(detect(["TERM": "dumb"]).style == nil)
    }

    @Test func readsTheTerminalsReply() {
        #expect(
            PictureDetection.parse(Array("\u{1b}[6;20;10t\u{1b}[?62;4;22c".utf8))
                == .init(attributes: [62, 4, 22], cell: CellSize(width: 10, height: 20)))
        #expect(PictureDetection.parse(Array("\u{1b}[?1;2c".utf8)) == .init(attributes: [1, 2]))
        #expect(PictureDetection.parse(Array("\u{1b}[6;20;10t".utf8)) == nil)
        #expect(PictureDetection.parse(Array("\u{1b}[6;0;99999t\u{1b}[?1c".utf8))?.cell == nil)
    }

    @Test func settingsParse() {
        #expect(PictureSetting(text: "Sixel") == .sixel)
        #expect(PictureSetting(text: "pictures") == nil)
    }
}
