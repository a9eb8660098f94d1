/// Bracketed paste (xterm's mode 2004): a terminal that has it on sends pasted text between
/// `ESC [ 200 ~` and `ESC [ 201 ~`, so the storefront tells a paste from typing. A paste is text
/// for the field being edited, never keys: a pasted ESC cannot leave the field and a pasted
/// line break cannot submit a form.
public enum BracketedPaste {
    /// Turns the mode on; `off` turns it off (also written by the terminal guard on a crash).
    public static let on = "\u{1b}[?2004h"
    public static let off = "\u{1b}[?2004l"

    /// What follows the ESC that starts a paste.
    public static let start: [UInt32] = "[200~".unicodeScalars.map(\.value)
    /// What ends it, ESC included.
    public static let end: [UInt32] = "\u{1b}[201~".unicodeScalars.map(\.value)

    /// The most text a paste gives; more is dropped (a field holds a line, not a file).
    public static let maxLength = 4_096

    /// True when `characters` (those after an ESC) may still become a paste's start.
    public static func mayStart(_ characters: [UInt32]) -> Bool {
        characters.count < start.count && Array(start.prefix(characters.count)) == characters
    }

    /// The pasted characters as text for a one-line field: each run of line breaks and tabs
    /// becomes one space, every other control character is dropped, and so is what is past
    /// ``maxLength``.
    public static func text(_ characters: [UInt32]) -> String {
        var text = ""
        var pendingSpace = false
        for value in characters {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch value {
            case 0x0A, 0x0D, 0x09:
                pendingSpace = !text.isEmpty
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                if pendingSpace { text.append(" ") }
                pendingSpace = false
                text.unicodeScalars.append(scalar)
            }
            if text.unicodeScalars.count >= maxLength { break }
        }
        return text
    }
}
