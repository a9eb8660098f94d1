/// Text from a store made safe and measurable for a terminal.
///
/// Store data is untrusted: a title may carry escape sequences that would retitle the window,
/// write the clipboard or move the cursor. ``sanitized(_:)`` keeps only printable text;
/// ``width(of:)`` counts terminal cells per grapheme (wide CJK and emoji are 2, combining
/// marks 0) so columns line up.
public enum TerminalText {
    /// `text` with terminal control sequences (whole: ``Swift/String/withoutTerminalSequences``),
    /// control characters (C0, C1, DEL), bidi overrides and isolates removed; tabs and line
    /// breaks become spaces.
    public static func sanitized(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.withoutTerminalSequences.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// Terminal cells taken by `text`.
    public static func width(of text: String) -> Int {
        if isASCII(text) { return text.utf8.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// True when every byte of `text` is printable ASCII (the common case, and one cell each:
    /// no Unicode property needs looking up).
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `text` for a terminal that shows only ASCII: the UI's own glyphs as ASCII stand-ins
    /// (▸ >, ⏎ Enter, × x, − -, ‹ <, › >, ← <-, → ->, box lines + - |), and every other grapheme that
    /// is not ASCII (store text it cannot show) as `?` — never silently dropped.
    public static func ascii(_ text: String) -> String {
        if isASCII(text) { return text }
        var result = ""
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let standIn = asciiStandIns[character] {
                result += standIn
            } else if character.unicodeScalars.allSatisfy({ width(of: $0) == 0 }) {
                continue  // a lone combining mark or format character: nothing to show
            } else {
                result.append("?")
            }
        }
        return result
    }

    /// ASCII for the glyphs the UI draws itself.
    static let asciiStandIns: [Character: String] = [
        "▸": ">", "⏎": "Enter", "×": "x", "−": "-", "›": ">", "‹": "<", "←": "<-", "→": "->", "↑": "^", "↓": "v", "·": "-",
        "…": "...", "✓": "*", "▏": "|", "•": "*", "↳": "->", "—": "-", "–": "-", "“": "\"", "”": "\"", "‘": "'", "’": "'",
        "┌": "+", "┐": "+", "└": "+", "┘": "+", "─": "-", "│": "|", "€": "EUR", "£": "GBP", "¥": "JPY",
        "⠋": "-", "⠙": "\\", "⠹": "|", "⠸": "/", "⠼": "-", "⠴": "\\", "⠦": "|", "⠧": "/", "⠇": "-", "⠏": "\\",
        // What amounts written for a locale hold (CLDR: `SEK 1 700,14`, `297,53 €`, `CHF 3’288.00`):
        // its spaces, and currency symbols as their ISO 4217 codes.
        "\u{A0}": " ", "\u{202F}": " ", "\u{2009}": " ", "\u{2007}": " ", "₹": "INR", "₩": "KRW", "₽": "RUB", "₺": "TRY",
        "₫": "VND", "₪": "ILS", "₱": "PHP", "฿": "THB", "₴": "UAH", "₦": "NGN", "₸": "KZT", "₼": "AZN", "₾": "GEL", "¢": "c",
        "ł": "l",
    ]

    /// Cells taken by one grapheme, as the terminal library counts them: the sum of the C
    /// library's `wcwidth` over its scalars (0 for combining marks and zero-width characters,
    /// 2 for wide ones), which is what ncurses uses when it draws the same text. Without a UTF-8
    /// locale to ask, a built-in approximation is used.
    public static func width(of character: Character) -> Int {
        if character.isASCII { return 1 }
        return character.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// Cells taken by one scalar (`wcwidth`; a scalar it calls unprintable counts as one cell).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return 1 }
        guard let cells = SystemWidth.wcwidth(scalar) else { return approximateWidth(of: scalar) }
        return cells < 0 ? 1 : cells
    }

    /// The pieces of `character` that each take their own cells: one piece for most graphemes;
    /// a sequence of several wide scalars (an emoji joined with U+200D) is drawn by the
    /// terminal as its separate glyphs, so it comes back as one piece per glyph, each with the
    /// zero-width scalars that follow it.
    public static func glyphs(of character: Character) -> [(text: String, cells: Int)] {
        let total = width(of: character)
        guard total > 2 else { return [(String(character), total)] }
        var pieces: [(text: String, cells: Int)] = []
        for scalar in character.unicodeScalars {
            let cells = width(of: scalar)
            if cells == 0, !pieces.isEmpty {
                pieces[pieces.count - 1].text.unicodeScalars.append(scalar)
            } else {
                pieces.append((String(scalar), cells))
            }
        }
        return pieces
    }

    /// Width without the C library's tables: combining marks and format characters 0, East
    /// Asian wide and emoji presentation 2, others 1.
    static func approximateWidth(of scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.value == 0x200B { return 0 }
        return properties.isEmojiPresentation || isWide(scalar.value) ? 2 : 1
    }

    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `limit` cells, ending in `ellipsis` (one cell) when cut; never
    /// splits a grapheme.
    public static func truncated(_ text: String, to limit: Int, ellipsis: String = "…") -> String {
        guard width(of: text) > limit else { return text }
        guard limit > 0 else { return "" }
        if isASCII(text) { return String(decoding: text.utf8.prefix(limit - 1), as: UTF8.self) + ellipsis }
        var result = ""
        var used = 0
        for character in text {
            let cells = width(of: character)
            if used + cells > limit - 1 { break }
            result.append(character)
            used += cells
        }
        return result + ellipsis
    }

    /// `text` followed by spaces up to `cells` wide.
    public static func padded(_ text: String, to cells: Int) -> String {
        text + String(repeating: " ", count: max(0, cells - width(of: text)))
    }

    /// Words of `text` wrapped into lines of at most `cells`.
    public static func wrapped(_ text: String, to cells: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in sanitized(String(paragraph)).split(separator: " ") {
                let word = truncated(String(word), to: cells)
                if line.isEmpty {
                    line = word
                } else if width(of: line) + 1 + width(of: word) <= cells {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = word
                }
            }
            lines.append(line)
        }
        return lines
    }
}
