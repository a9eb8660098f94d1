import Foundation
import TerminalPictures

/// Frames as the bytes an xterm-compatible terminal draws, without curses: only the cells that
/// changed since the last frame, then the hyperlinks (OSC 8), then the picture when it changed.
/// Used where one process draws many terminals (serve-ssh's workers); the styles are those the
/// curses driver gives, in ECMA-48's SGR.
public struct ANSIFrameWriter: Sendable {
    /// False: attributes only, no colours (NO_COLOR).
    public var colors: Bool
    /// True: the terminal reports mouse wheel and clicks (SGR mode).
    public var mouse: Bool
    private var previous: Frame?
    private var previousLinks: [Frame.Link] = []
    private var shownPicture: Frame.PlacedPicture?

    /// True: the terminal has a screen of its own for full-screen programs (`smcup`) and knows
    /// xterm's private modes (bracketed paste); false (a vt100): the storefront draws over its
    /// screen and clears it when it leaves.
    public var alternateScreen: Bool
    /// True: the terminal draws half-bright text (SGR 2); false: dim text is drawn plain.
    public var dim: Bool

    public init(colors: Bool = true, mouse: Bool = true, alternateScreen: Bool = true, dim: Bool = true) {
        self.colors = colors
        self.mouse = mouse
        self.alternateScreen = alternateScreen
        self.dim = dim
    }

    /// Takes the terminal over: the alternate screen, no cursor, no wrapping at the right edge
    /// (the last cell of the screen can be drawn), bracketed paste, the mouse if wanted.
    public var enter: String {
        (alternateScreen ? "\u{1b}[?1049h" : "") + "\u{1b}[?7l\u{1b}[?25l" + (alternateScreen ? BracketedPaste.on : "")
            + (mouse ? "\u{1b}[?1000h\u{1b}[?1006h" : "") + "\u{1b}[0m\u{1b}[H\u{1b}[2J"
    }

    /// Gives the terminal back as ``enter`` found it.
    public var leave: String {
        (shownPicture?.picture.mode == .kitty ? Self.kittyDeleteAll : "") + (mouse ? "\u{1b}[?1006l\u{1b}[?1000l" : "")
            + (alternateScreen
                ? BracketedPaste.off + "\u{1b}[0m\u{1b}[?7h\u{1b}[?25h\u{1b}[?1049l" : "\u{1b}[0m\u{1b}[H\u{1b}[2J\u{1b}[?7h\u{1b}[?25h")
    }

    /// The screen was changed behind the writer's back (a resize): the next frame is drawn whole.
    public mutating func invalidate() {
        previous = nil
        previousLinks = []
    }

    /// What turns the screen into `frame`.
    public mutating func output(for frame: Frame) -> String {
        var output = ""
        let pictureChanged = frame.picture != shownPicture
        var redrawn: [(row: Int, columns: Range<Int>)] = []
        if pictureChanged, let old = shownPicture {
            if old.picture.mode == .kitty {
                output += Self.kittyDeleteAll
            } else {
                redrawn = (old.row..<(old.row + old.picture.rows)).map { ($0, old.column..<(old.column + old.picture.columns)) }
            }
        }
        let whole = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
        if whole { output += "\u{1b}[0m\u{1b}[H\u{1b}[2J" }
        var cursor: (row: Int, column: Int)?
        var style: Style?
        for change in frame.changes(since: whole ? nil : previous) {
            write(change.cells, row: change.row, column: change.column, into: &output, cursor: &cursor, style: &style)
        }
        // A picture drawn into the cells (not kitty's layer) leaves its pixels until the cells are written again.
        for (row, columns) in redrawn where row < frame.height {
            let columns = min(columns.lowerBound, frame.width)..<min(columns.upperBound, frame.width)
            let cells = columns.map { frame[row, $0] }
            write(cells, row: row, column: columns.lowerBound, into: &output, cursor: &cursor, style: &style)
        }
        if style != nil { output += "\u{1b}[0m" }
        previous = frame
        if frame.links != previousLinks || whole {
            output += Self.hyperlinks(frame, style: sgr(.link), autowrap: false)
            previousLinks = frame.links
        }
        if pictureChanged || whole, let picture = frame.picture {
            output += picture.picture.placed(row: picture.row, column: picture.column)
        }
        shownPicture = frame.picture
        return output
    }

    /// OSC 52: `text` on the shopper's own clipboard.
    public static func copy(_ text: String) -> String {
        "\u{1b}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
    }

    /// Writes a run of cells from (`row`, `column`), moving the cursor only when it is elsewhere.
    private func write(
        _ cells: [Frame.Cell], row: Int, column: Int, into output: inout String, cursor: inout (row: Int, column: Int)?, style: inout Style?
    ) {
        var x = column
        for cell in cells {
            defer { x += 1 }
            guard !cell.text.isEmpty else { continue }
            if cursor.map({ $0.row != row || $0.column != x }) ?? true { output += "\u{1b}[\(row + 1);\(x + 1)H" }
            if cell.style != style {
                output += sgr(cell.style)
                style = cell.style
            }
            output += cell.text
            cursor = (row, x + TerminalText.width(of: cell.text))
        }
    }

    /// The SGR sequence of a style (what the curses driver's attributes and colour pairs are).
    private func sgr(_ style: Style) -> String {
        let codes: String
        switch style {
        case .normal: codes = ""
        case .dim, .hint: codes = dim ? "2" : ""
        case .bold, .title: codes = "1"
        case .selected: codes = "7"
        case .badge: codes = colors ? "1;36" : "1"
        case .link: codes = colors ? "4;34" : "4"
        case .error: codes = colors ? "1;31" : "1"
        case .soldOut: codes = colors ? "31" : "2"
        case .price, .success: codes = colors ? "32" : "1"
        case .sale: codes = colors ? "33" : "1"
        case .picture: codes = "8"
        }
        return "\u{1b}[0" + (codes.isEmpty ? "" : ";" + codes) + "m"
    }

    /// OSC 8 hyperlinks over the cells that show URLs, their text in `style` (an SGR sequence;
    /// none: as the terminal stands), the cursor saved and put back: written over cells already
    /// drawn (this writer's, or curses'). A URL is sanitised like any text a store sends.
    /// `autowrap`: the terminal wraps at the right edge as it stands (curses leaves it so; this
    /// writer turns it off, and on only to write a link that runs on to the next row).
    public static func hyperlinks(_ frame: Frame, style: String = "", autowrap: Bool = true) -> String {
        guard !frame.links.isEmpty else { return "" }
        var output = "\u{1b}7" + style
        for link in frame.links where link.row < frame.height {
            // A link wider than the rest of its row goes on from the next row's first column.
            var text = ""
            for cell in link.column..<(link.column + link.width) where link.row + cell / frame.width < frame.height {
                text += frame[link.row + cell / frame.width, cell % frame.width].text
            }
            let url = TerminalText.sanitized(link.url)
            // Such a link is written with wrapping on: the terminal wraps it softly (one piece to copy).
            let flows = link.column + link.width > frame.width && !autowrap
            output += "\u{1b}[\(link.row + 1);\(link.column + 1)H" + (flows ? "\u{1b}[?7h" : "")
            output += "\u{1b}]8;;\(url)\u{1b}\\\(text)\u{1b}]8;;\u{1b}\\" + (flows ? "\u{1b}[?7l" : "")
        }
        return output + (style.isEmpty ? "" : "\u{1b}[0m") + "\u{1b}8"
    }

    /// Kitty's command deleting every picture placed on the screen (`a=d`).
    public static let kittyDeleteAll = "\u{1b}_Ga=d\u{1b}\\"
}
