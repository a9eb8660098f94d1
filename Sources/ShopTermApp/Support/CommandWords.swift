/// The command line's words put in the order the argument parser reads them: options that
/// come before the subcommand (`shopterm --shop S --token T collections`) move after it, and a
/// misspelled subcommand is caught with a suggestion before it could be taken for something else.
public struct CommandWords {
    /// The subcommands' names, asked for only when a word could be one (the storefront's own
    /// launch, all options, does not pay for them).
    public var subcommands: () -> [String]
    /// Options that take a value as the next word (`--shop`, not `--shop=…`).
    public var optionsWithValues: Set<String>

    public init(subcommands: @escaping @autoclosure () -> [String], optionsWithValues: Set<String>) {
        self.subcommands = subcommands
        self.optionsWithValues = optionsWithValues
    }

    /// What to do with the words after the program's name.
    public enum Reading: Equatable, Sendable {
        /// Parse these words.
        case parse([String])
        /// The first word that is no option names no subcommand, but nearly names this one.
        case misspelled(String, suggestion: String)
    }

    public func read(_ words: [String]) -> Reading {
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--" { break }
            if word.hasPrefix("-") {
                index += optionsWithValues.contains(word) ? 2 : 1
                continue
            }
            let subcommands = subcommands()
            if subcommands.contains(word) {
                return .parse(index == 0 ? words : [word] + words[..<index] + words[(index + 1)...])
            }
            if let near = subcommands.min(by: { Self.distance(word, $0) < Self.distance(word, $1) }),
               Self.distance(word, near) <= max(1, min(2, word.count / 3)) {
                return .misspelled(word, suggestion: near)
            }
            break
        }
        return .parse(words)
    }

    /// Edits (insertions, deletions, substitutions) that turn `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
