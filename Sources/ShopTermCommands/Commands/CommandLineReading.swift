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
        "--option", "--limit", "--variant", "--plan", "--qty", "--under",
        "--email", "--address", "--address-file", "--saved-address", "--shipping", "--wait-timeout",
        "--account-shop-id", "--account-client-id", "--account-redirect-uri",
        "--first-name", "--last-name", "--phone", "--login-timeout", "--clear",
        "--host", "--port", "--latency", "--faults", "--checkout-base",
        "--listen", "--state", "--host-dir", "--host-key", "--user", "--idle-minutes", "--sshd", "--token-file", "--guest-user",
        "--catalog-seconds", "--forget-after-days", "--workers", "--sessions-per-worker", "--max-sessions",
        "--global-catalog", "--agent-profile", "--catalog-client-id", "--catalog-secret-file", "--ships-to", "--currency", "--condition",
        "--generate-completion-script",  // the argument parser's own
    ]

    /// `--workers -1` as `--workers=-1` (``CommandLineText/negativeValuesJoined(_:optionsWithValues:)``).
    static func negativeValuesJoined(_ words: [String]) -> [String] {
        CommandLineText.negativeValuesJoined(words, optionsWithValues: optionsWithValues)
    }

    static func commandTree(of types: [ParsableCommand.Type]) -> [CommandWords.Command] {
        types.compactMap { type in
            type.configuration.commandName.map { CommandWords.Command($0, commandTree(of: type.configuration.subcommands)) }
        }
    }

    /// "no command …" with the near one, or the commands there are.
    static func unknownCommand(_ word: String, at path: [String], suggestion: String?, choices: [String]) -> String {
        // The commands serve-ssh runs for itself (ssh-session, ssh-worker) are not a person's to type.
        var hidden: Set<String> = []
        for command in configuration.subcommands where !command.configuration.shouldDisplay {
            if let name = command.configuration.commandName { hidden.insert(name) }
        }
        return CommandLineText.unknownCommand(word, at: path, suggestion: suggestion, choices: choices, hidden: hidden)
    }

    /// For the argument parser's "Unknown option '--x'": where `--x` goes instead, when some
    /// other command takes it; read from the parser's description of every command.
    static func misplacedOption(in message: String, path: [String]) -> String? {
        CommandLineText.misplacedOption(in: message, path: path, helpDump: { _dumpHelp() })
    }
}
