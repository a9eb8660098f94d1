import ShopTermUI
import Testing

/// Frames drawn without curses (serve-ssh's workers): what a terminal shows after the writer's
/// bytes is the frame, however frames follow each other, and only what changed is sent.
@Suite struct ANSIFrameWriterTests {
    /// A terminal as far as the writer uses one: cursor moves, text (wide characters take two
    /// cells), clearing, saved cursor; attributes, modes and strings (OSC, APC) are read past.
    struct Screen {
        var cells: [[String]]
        var row = 0
        var column = 0
        var saved = (0, 0)

        init(width: Int, height: Int) { cells = Array(repeating: Array(repeating: " ", count: width), count: height) }

        var lines: [String] {
            cells.map { line in
                var text = line.joined()
                while text.hasSuffix(" ") { text.removeLast() }
                return text
            }
        }

        mutating func apply(_ output: String) {
            var scalars = Array(output.unicodeScalars)[...]
            while let scalar = scalars.popFirst() {
                guard scalar == "\u{1b}" else {
                    put(Character(scalar))
                    continue
                }
                switch scalars.popFirst() {
                case "[":
                    var parameters = ""
                    while let next = scalars.popFirst() {
                        if (0x40...0x7E).contains(next.value) {
                            csi(parameters, final: next)
                            break
                        }
                        parameters.unicodeScalars.append(next)
                    }
                case "]", "_":
                    while let next = scalars.popFirst() {
                        if next == "\u{7}" { break }
                        if next == "\u{1b}", scalars.first == "\\" {
                            scalars.removeFirst()
                            break
                        }
                    }
                case "7": saved = (row, column)
                case "8": (row, column) = saved
                default: Issue.record("unexpected escape in \(output.debugDescription)")
                }
            }
        }

        private mutating func csi(_ parameters: String, final: Unicode.Scalar) {
            switch final {
            case "H":
                let numbers = parameters.split(separator: ";").compactMap { Int($0) }
                row = (numbers.first ?? 1) - 1
                column = (numbers.count > 1 ? numbers[1] : 1) - 1
            case "J" where parameters == "2":
                for index in cells.indices { cells[index] = Array(repeating: " ", count: cells[index].count) }
            case "m", "h", "l": break
            default: Issue.record("unexpected sequence \(parameters)\(final)")
            }
        }

        private mutating func put(_ character: Character) {
            let width = TerminalText.width(of: String(character))
            guard width > 0 else {
                if column > 0 { cells[row][column - 1].append(character) }
                return
            }
            guard row < cells.count, column + width <= cells[row].count else {
                Issue.record("text past the edge at \(row),\(column)")
                return
            }
            cells[row][column] = String(character)
            if width == 2 { cells[row][column + 1] = "" }
            column += width
        }
    }

    static func frame(_ width: Int, _ height: Int, _ lines: [String], style: Style = .normal) -> Frame {
        var frame = Frame(width: width, height: height)
        for (row, line) in lines.enumerated() { frame.write(line, row: row, column: 0, style: style) }
        return frame
    }

    @Test func whatTheTerminalShowsIsEachFrameInTurn() {
        let frames = [
            Self.frame(20, 4, ["Trailhead Shoe Co.", "▸Home", " Shop", "cart empty"]),
            Self.frame(20, 4, ["Trailhead Shoe Co.", " Home", "▸Shop 桜", "cart 1 · $120.00"]),
            Self.frame(20, 4, ["Trailhead", "", "桜桜桜桜桜桜桜桜桜桜桜", "x"], style: .selected),
            Self.frame(20, 4, ["Trailhead", "a桜b", "桜桜桜桜桜桜桜桜桜桜桜", "Café 🌸 ok"]),
        ]
        var writer = ANSIFrameWriter()
        var screen = Screen(width: 20, height: 4)
        for frame in frames {
            screen.apply(writer.output(for: frame))
            #expect(screen.lines == frame.lines)
        }
    }

    @Test func onlyWhatChangedIsSent() {
        var writer = ANSIFrameWriter()
        let first = Self.frame(40, 3, ["Trailhead Shoe Co.", "Swift Runner   $120.00", "cart empty"])
        let full = writer.output(for: first)
        #expect(full.contains("\u{1b}[2J") && full.contains("Trailhead"))
        let second = Self.frame(40, 3, ["Trailhead Shoe Co.", "Swift Runner   $120.00", "cart 1"])
        let change = writer.output(for: second)
        #expect(!change.contains("Trailhead") && !change.contains("Swift") && !change.contains("\u{1b}[2J"))
        #expect(change.contains("1"))
        #expect(writer.output(for: second).isEmpty)
    }

    @Test func aResizeOrInvalidationDrawsEverythingAgain() {
        var writer = ANSIFrameWriter()
        _ = writer.output(for: Self.frame(10, 2, ["a", "b"]))
        #expect(writer.output(for: Self.frame(12, 3, ["a", "b"])).contains("\u{1b}[2J"))
        writer.invalidate()
        var screen = Screen(width: 12, height: 3)
        screen.apply(writer.output(for: Self.frame(12, 3, ["a", "b"])))
        #expect(screen.lines == ["a", "b", ""])
    }

    @Test func stylesAreSGRWithOrWithoutColours() {
        var colored = ANSIFrameWriter()
        let sale = Self.frame(10, 1, ["$99"], style: .sale)
        #expect(colored.output(for: sale).contains("\u{1b}[0;33m$"))
        var plain = ANSIFrameWriter(colors: false)
        #expect(plain.output(for: sale).contains("\u{1b}[0;1m$"))
        #expect(!plain.output(for: Self.frame(10, 1, ["x"], style: .soldOut)).contains(";31m"))
    }

    /// A store's URL cannot smuggle a sequence into the hyperlink around it.
    @Test func linksAreOSC8AndCannotCarrySequences() {
        var frame = Self.frame(30, 2, ["", "https://x.test/pay"])
        frame.link(row: 1, column: 0, width: 18, url: "https://x.test/pay\u{1b}]0;pwned\u{7}\u{1b}[2J")
        var writer = ANSIFrameWriter()
        let output = writer.output(for: frame)
        #expect(output.contains("\u{1b}]8;;https://x.test/pay\u{1b}\\https://x.test/pay\u{1b}]8;;\u{1b}\\"))
        var screen = Screen(width: 30, height: 2)
        screen.apply(output)
        #expect(screen.lines == frame.lines)
    }

    @Test func enteringAndLeavingPutTheTerminalBack() {
        let writer = ANSIFrameWriter()
        #expect(writer.enter.hasPrefix("\u{1b}[?1049h") && writer.enter.contains(BracketedPaste.on) && writer.enter.contains("\u{1b}[?1006h"))
        #expect(writer.leave.hasSuffix("\u{1b}[?1049l") && writer.leave.contains(BracketedPaste.off) && writer.leave.contains("\u{1b}[?25h"))
        #expect(!ANSIFrameWriter(mouse: false).enter.contains("1000h"))
    }
}
