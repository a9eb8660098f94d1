import Foundation

extension String {
    /// The text on one line, as a store's message is shown: terminal control sequences go whole,
    /// whitespace runs (newlines included) become one space, control characters go, and text longer than `limit`
    /// characters is cut with "…". Nil when nothing readable is left.
    public func oneLine(limit: Int = 200) -> String? {
        let scalars = withoutTerminalSequences.unicodeScalars.map { scalar -> Character in
            CharacterSet.controlCharacters.contains(scalar) || CharacterSet.whitespacesAndNewlines.contains(scalar) ? " " : Character(scalar)
        }
        let words = String(scalars).split(separator: " ").joined(separator: " ")
        guard !words.isEmpty else { return nil }
        return words.count > limit ? String(words.prefix(max(1, limit - 1))) + "…" : words
    }
}
