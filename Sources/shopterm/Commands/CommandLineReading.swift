import ArgumentParser
import Foundation
import ShopTermApp

/// How the command line's words are read before the argument parser sees them, and what is
/// said when they name no command or put an option where it does not go.
extension Shopterm {
    /// Options may stand before their subcommand, at any depth (see ``CommandWords``).
    static var words: CommandWords { CommandWords(commands: commandTree(of: configuration.subcommands), optionsWithValues: optionsWithValues) }

    /// Every option that takes a value as the next word, in any command. A test checks it
    /// against the argument parser's own description of every command, so none is missed.
    /// (`--accepts-marketing` is left out: a flag in `signup`, an option in `update`.)
    static let optionsWithValues: Set<String> = [
        "--shop", "--token", "--api-version", "--country", "--language", "--cache", "--timeout", "--deadline",
        "--connect-timeout", "--images", "--config", "--catalog", "--demo-size",
        "--first", "--after", "--collection", "--query", "--sort", "--price-min", "--price-max", "--vendor", "--type",
        "--option", "--limit", "--variant", "--plan", "--qty",
        "--email", "--address", "--address-file", "--saved-address", "--shipping", "--wait-timeout",
        "--account-shop-id", "--account-client-id", "--account-redirect-uri",
        "--first-name", "--last-name", "--phone", "--login-timeout", "--clear",
        "--host", "--port", "--latency", "--faults", "--checkout-base",
        "--listen", "--state", "--host-dir", "--host-key", "--user", "--idle-minutes", "--sshd", "--token-file", "--guest-user",
        "--catalog-seconds", "--forget-after-days", "--workers", "--sessions-per-worker", "--max-sessions",
        "--generate-completion-script",  // the argument parser's own
    ]

    /// `--workers -1` as `--workers=-1`: the argument parser takes a word starting with `-` for
    /// an option and says the value is missing; joined, the value reaches the option and its own
    /// check says what it takes ("--workers must be between 0 and 256"). Not past `--`.
    static func negativeValuesJoined(_ words: [String]) -> [String] {
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

    static func commandTree(of types: [ParsableCommand.Type]) -> [CommandWords.Command] {
        types.compactMap { type in
            type.configuration.commandName.map { CommandWords.Command($0, commandTree(of: type.configuration.subcommands)) }
        }
    }

    /// "no command …" with the near one, or the commands there are.
    static func unknownCommand(_ word: String, at path: [String], suggestion: String?, choices: [String]) -> String {
        let place = (["shopterm"] + path).joined(separator: " ")
        if let suggestion {
            return "no command \"\(word)\"; did you mean: \(place) \(suggestion)?"
        }
        // The commands serve-ssh runs for itself (ssh-session, ssh-worker) are not a person's to type.
        var hidden: Set<String> = []
        for command in configuration.subcommands where !command.configuration.shouldDisplay {
            if let name = command.configuration.commandName { hidden.insert(name) }
        }
        return "no command \"\(word)\" in \(place); its commands: \(choices.filter { !hidden.contains($0) }.joined(separator: ", "))"
    }

    /// For the argument parser's "Unknown option '--x'": where `--x` goes instead, when some
    /// other command takes it (nil otherwise: the parser's own message, with its suggestion,
    /// stands). Read from the parser's description of every command, only on this error path.
    static func misplacedOption(in message: String, path: [String]) -> String? {
        guard let start = message.range(of: "Unknown option '"),
            let end = message[start.upperBound...].firstIndex(of: "'")
        else { return nil }
        let option = String(message[start.upperBound..<end])
        let homes = commandPaths(taking: option)
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
    static func usageLine(_ message: String, path: [String]) -> String {
        let first = message.split(separator: "\n").first.map(String.init) ?? "the command line is not understood"
        let said = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
        let help = (["shopterm"] + path).joined(separator: " ") + " --help"
        // "Missing expected argument" reads on after "shopterm: " in lower case; "URL …" stays.
        let lowered = said.dropFirst().first?.isLowercase == true ? said.prefix(1).lowercased() + said.dropFirst() : said
        return "\(lowered) (see: \(help))"
    }

    /// The paths of the commands that take `option`.
    static func commandPaths(taking option: String) -> [[String]] {
        guard let data = _dumpHelp().data(using: .utf8),
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
