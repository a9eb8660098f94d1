/// The command line's words put in the order the argument parser reads them: options that
/// come before the subcommand (`shopterm --shop S cart add X`) move after the deepest one
/// (`cart add --shop S X`), and a misspelled or unknown subcommand, at any depth, is caught
/// with a suggestion before it could be taken for an argument.
public struct CommandWords {
    /// One command and the commands under it.
    public struct Command: Equatable, Sendable {
        public var name: String
        public var subcommands: [Command]
        public init(_ name: String, _ subcommands: [Command] = []) {
            self.name = name
            self.subcommands = subcommands
        }
    }

    /// The commands under the program, asked for only when a word could be one (the
    /// storefront's own launch, all options, does not pay for them).
    public var commands: () -> [Command]
    /// Options that take a value as the next word (`--shop S`, not `--shop=S`), in any command.
    public var optionsWithValues: Set<String>

    public init(commands: @escaping @autoclosure () -> [Command], optionsWithValues: Set<String>) {
        self.commands = commands
        self.optionsWithValues = optionsWithValues
    }

    /// What to do with the words after the program's name.
    public enum Reading: Equatable, Sendable {
        /// Parse these words; `path` is the subcommands they name (empty: the default command).
        case parse([String], path: [String])
        /// A word names no command under `path`: `suggestion` is the near one, if any;
        /// `choices` the commands there are.
        case unknown(path: [String], word: String, suggestion: String?, choices: [String])
    }

    /// The argument parser's own `help` command, which takes a command's path after it.
    static let help = "help"

    public func read(_ words: [String]) -> Reading {
        // The argument parser's own machinery (`---completion`, asked by the shell completion
        // scripts it writes) is its business.
        if words.first?.hasPrefix("---") == true { return .parse(words, path: []) }
        var index = 0
        var children: [Command]? = nil  // nil until a word could be a command
        var path: [String] = []
        var options: [String] = []  // options met before the deepest subcommand, in order
        var afterPath = 0  // where the words after the deepest subcommand start
        var inHelp = false
        while index < words.count {
            let word = words[index]
            if word == "--" { break }
            if word.hasPrefix("-") {
                let width = !word.contains("=") && optionsWithValues.contains(word) ? 2 : 1
                index += width
                continue
            }
            let candidates = children ?? commands()
            if path.isEmpty && !inHelp && word == Self.help {
                inHelp = true
                children = candidates
                options += words[afterPath..<index]
                index += 1
                afterPath = index
                continue
            }
            if let command = candidates.first(where: { $0.name == word }) {
                options += words[afterPath..<index]
                path.append(word)
                index += 1
                afterPath = index
                children = command.subcommands
                if command.subcommands.isEmpty { break }
                continue
            }
            // A word where a command is expected, that names none: an argument of the default
            // command is never a bare word (the storefront takes none, and a command with
            // subcommands reads its arguments after the subcommand's name).
            if !candidates.isEmpty {
                let names = candidates.map(\.name)
                let near = names.min(by: { Self.distance(word, $0) < Self.distance(word, $1) })
                    .flatMap { Self.distance(word, $0) <= max(1, min(2, word.count / 3)) ? $0 : nil }
                return .unknown(path: (inHelp ? [Self.help] : []) + path, word: word, suggestion: near, choices: names)
            }
            break
        }
        let ordered = (inHelp ? [Self.help] : []) + path + options + words[afterPath...]
        return .parse(Array(ordered), path: path)
    }

    /// Edits (insertions, deletions, substitutions) that turn `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
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
