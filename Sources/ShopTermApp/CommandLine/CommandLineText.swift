import Foundation

/// How the command line's words are read before the argument parser sees them, and what is
/// said when they name no command or put an option where it does not go. The executable
/// gives the parser's facts (the options that take a value, its description of every command).
public enum CommandLineText {
    /// `--workers -1` as `--workers=-1`: the argument parser takes a word starting with `-` for
    /// an option and says the value is missing; joined, the value reaches the option and its own
    /// check says what it takes ("--workers must be between 0 and 256"). Not past `--`.
    public static func negativeValuesJoined(_ words: [String], optionsWithValues: Set<String>) -> [String] {
        var joined: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--" { return joined + words[index...] }
            if optionsWithValues.contains(word), index + 1 < words.count, words[index + 1].hasPrefix("-"),
                Double(words[index + 1]) != nil
            {
                joined.append("\(word)=\(words[index + 1])")
                index += 2
                continue
            }
            joined.append(word)
            index += 1
        }
        return joined
    }

    /// The negative numbers among the arguments of a command at `path` (`cart remove -1`: the
    /// parser takes `-1` for an option and says the line is missing), options' values and
    /// what follows `--` left out. `words` are the command line's words (options after the
    /// subcommand).
    public static func negativeNumbers(in words: [String], path: [String], optionsWithValues: Set<String>) -> [Int] {
        var numbers: [Int] = []
        var index = path.count
        while index < words.count {
            let word = words[index]
            if word == "--" { return numbers }
            if optionsWithValues.contains(word) {
                index += 2
                continue
            }
            if word.hasPrefix("-"), let number = Int(word) { numbers.append(number) }
            index += 1
        }
        return numbers
    }

    /// "no command …" with the near one, or the commands there are (`hidden` ones left out:
    /// those serve-ssh runs for itself are not a person's to type).
    public static func unknownCommand(_ word: String, at path: [String], suggestion: String?, choices: [String], hidden: Set<String>) -> String {
        let place = (["shopterm"] + path).joined(separator: " ")
        if let suggestion {
            return "no command \"\(word)\"; did you mean: \(place) \(suggestion)?"
        }
        return "no command \"\(word)\" in \(place); its commands: \(choices.filter { !hidden.contains($0) }.joined(separator: ", "))"
    }

    /// For the argument parser's "Unknown option '--x'": where `--x` goes instead, when some
    /// other command takes it (nil otherwise: the parser's own message, with its suggestion,
    /// stands). `helpDump` is the parser's description of every command (its JSON), asked
    /// for only on this error path.
    public static func misplacedOption(in message: String, path: [String], helpDump: () -> String) -> String? {
        guard let start = message.range(of: "Unknown option '"),
            let end = message[start.upperBound...].firstIndex(of: "'")
        else { return nil }
        let option = String(message[start.upperBound..<end])
        let homes = commandPaths(taking: option, helpDump: helpDump())
        guard !homes.isEmpty else { return nil }
        let here = path.isEmpty ? "the full-screen storefront" : "shopterm \(path.joined(separator: " "))"
        var shown: [String] = []
        for home in homes where !shown.contains(home[0] + (home.count > 1 ? " …" : "")) {
            shown.append(home[0] + (home.count > 1 ? " …" : ""))
        }
        let example = homes[0].joined(separator: " ")
        return "\(option) is not an option of \(here); it goes with: \(shown.joined(separator: ", ")) (e.g. shopterm \(example) \(option))"
    }

    /// A usage error in one line, as every error is (docs/cli-json.md): the parser's message
    /// without its usage and help lines, and where the command's help is.
    public static func usageLine(_ message: String, path: [String]) -> String {
        let first = message.split(separator: "\n").first.map(String.init) ?? "the command line is not understood"
        let said = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
        let help = (["shopterm"] + path).joined(separator: " ") + " --help"
        // "Missing expected argument" reads on after "shopterm: " in lower case; "URL …" stays.
        let lowered = said.dropFirst().first?.isLowercase == true ? said.prefix(1).lowercased() + said.dropFirst() : said
        return "\(lowered) (see: \(help))"
    }

    /// The paths of the commands (leaves of `helpDump`, the parser's JSON) that take `option`.
    public static func commandPaths(taking option: String, helpDump: String) -> [[String]] {
        guard let data = helpDump.data(using: .utf8),
            let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let command = root["command"] as? [String: Any]
        else { return [] }
        var found: [[String]] = []
        func visit(_ node: [String: Any], _ path: [String]) {
            let subcommands = node["subcommands"] as? [[String: Any]] ?? []
            if subcommands.isEmpty, !path.isEmpty, path != ["help"] {
                let arguments = node["arguments"] as? [[String: Any]] ?? []
                let names = arguments.flatMap {
                    ($0["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                        guard let text = name["name"] as? String else { return nil }
                        return (name["kind"] as? String == "short" ? "-" : "--") + text
                    }
                }
                if names.contains(option) { found.append(path) }
            }
            for subcommand in subcommands {
                visit(subcommand, path + [subcommand["commandName"] as? String ?? ""])
            }
        }
        visit(command, [])
        return found
    }
}
