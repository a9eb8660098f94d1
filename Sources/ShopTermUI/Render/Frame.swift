import TerminalPictures

/// A screenful of cells: what the views draw and the driver puts on the terminal.
///
/// Each cell holds one grapheme and a style. A wide grapheme (CJK, emoji) takes two cells: the
/// second is an empty continuation. Writing never splits a wide grapheme and sanitises all text,
/// so no control character or escape sequence can reach the terminal through a frame.
public struct Frame: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        /// One grapheme; "" for the continuation of a wide one.
        public var text: String
        public var style: Style

        public static let blank = Cell(text: " ", style: .normal)
    }

    /// A hyperlink over a run of cells (drawn as OSC 8 by drivers that support it).
    public struct Link: Equatable, Sendable {
        public var row: Int
        public var column: Int
        public var width: Int
        public var url: String
    }

    /// A picture over the frame's cells, drawn by the driver after them (the cells under it are
    /// blank). Compared by what it draws and where.
    public struct PlacedPicture: Equatable, Sendable {
        public var row: Int
        public var column: Int
        public var picture: Picture
    }

    public let width: Int
    public let height: Int
    /// For a terminal that cannot show Unicode (a non-UTF-8 locale such as LANG=C): the UI's
    /// glyphs are written as ASCII stand-ins and anything else that is not ASCII as `?`.
    public var asciiOnly = false
    public private(set) var cells: [Cell]
    public private(set) var links: [Link] = []
    /// The product picture, if one is shown.
    public var picture: PlacedPicture?

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    /// Writes `text` at (`row`, `column`), at most `limit` cells wide (to the right edge by
    /// default), cutting with "…" when it does not fit. Returns the cells used.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: Style = .normal, limit: Int? = nil) -> Int {
        guard row >= 0, row < height, column >= 0, column < width else { return 0 }
        let room = min(width - column, limit ?? width)
        guard room > 0 else { return 0 }
        let shown = displayed(text)
        let fitted = TerminalText.truncated(shown, to: room, ellipsis: asciiOnly ? "~" : "…")
        var x = column
        placing: for character in fitted {
            for glyph in TerminalText.glyphs(of: character) {
                guard glyph.cells > 0 else {
                    // A lone combining mark or zero-width character joins the previous cell.
                    if x > column { self.cells[row * width + x - 1].text.append(glyph.text) }
                    continue
                }
                guard x + glyph.cells <= column + room else { break placing }
                self.cells[row * width + x] = Cell(text: glyph.text, style: style)
                for covered in 1..<glyph.cells { self.cells[row * width + x + covered] = Cell(text: "", style: style) }
                x += glyph.cells
            }
        }
        return x - column
    }

    /// `text` as the terminal will show it: sanitised, and in ASCII when that is all it shows.
    private func displayed(_ text: String) -> String {
        let sanitized = TerminalText.sanitized(text)
        return asciiOnly ? TerminalText.ascii(sanitized) : sanitized
    }

    /// Writes `text` right-aligned so that it ends at `endColumn` (exclusive).
    public mutating func writeRight(_ text: String, row: Int, endColumn: Int, style: Style = .normal) {
        let cells = TerminalText.width(of: displayed(text))
        write(text, row: row, column: max(0, endColumn - cells), style: style, limit: endColumn - max(0, endColumn - cells))
    }

    /// Sets the style of a whole row (or of `count` cells from `column`), keeping the text.
    public mutating func paint(row: Int, column: Int = 0, count: Int? = nil, style: Style) {
        guard row >= 0, row < height else { return }
        let end = min(width, column + (count ?? width))
        for x in max(0, column)..<max(max(0, column), end) { cells[row * width + x].style = style }
    }

    /// Marks a written URL as a hyperlink.
    public mutating func link(row: Int, column: Int, width: Int, url: String) {
        links.append(Link(row: row, column: column, width: width, url: url))
    }

    /// The text of each row, trailing spaces removed (for golden tests).
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width { line += cells[row * width + column].text }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The whole frame as text, one line per row.
    public var text: String { lines.joined(separator: "\n") }

    /// A run of changed cells on one row, for drawing only what changed.
    public struct Change: Equatable, Sendable {
        public var row: Int
        public var column: Int
        public var cells: [Cell]
    }

    /// The runs of cells that differ from `previous` (everything when sizes differ).
    public func changes(since previous: Frame?) -> [Change] {
        var changes: [Change] = []
        let same = previous.map { $0.width == width && $0.height == height } ?? false
        for row in 0..<height {
            var column = 0
            while column < width {
                let index = row * width + column
                if same, previous!.cells[index] == cells[index] {
                    column += 1
                    continue
                }
                var end = column
                while end < width, !(same && previous!.cells[row * width + end] == cells[row * width + end]) { end += 1 }
                // Never start a run on the continuation of a wide character.
                var start = column
                if start > 0, cells[row * width + start].text.isEmpty { start -= 1 }
                changes.append(Change(row: row, column: start, cells: Array(cells[(row * width + start)..<(row * width + end)])))
                column = end
            }
        }
        return changes
    }
}
