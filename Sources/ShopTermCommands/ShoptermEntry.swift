import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// The executable's two steps: read the command line, then run what it names. `main.swift`
/// calls them; every outcome becomes one exit status.
public enum ShoptermEntry {
    /// The command the arguments name, parsed on the main thread before anything else runs:
    /// libcurl loads on another core meanwhile (a thread started while it loads would wait for
    /// it). An error (a bad flag, help, the version) is already reported: its exit status.
    public static func parse() -> Result<ParsedCommand, ExitStatus> {
        var path: [String] = []
        do {
            switch Shopterm.words.read(Array(CommandLine.arguments.dropFirst())) {
            case .parse(let arguments, let commandPath):
                path = commandPath
                try CartLineNumber.refuseNegative(in: arguments, path: commandPath, optionsWithValues: Shopterm.optionsWithValues)
                return .success(ParsedCommand(command: try Shopterm.parseAsRoot(Shopterm.negativeValuesJoined(arguments)), path: commandPath))
            case .unknown(let at, let word, let suggestion, let choices):
                throw UsageError(Shopterm.unknownCommand(word, at: at, suggestion: suggestion, choices: choices))
            }
        } catch {
            return .failure(ExitStatus(code: report(error, path: path)))
        }
    }

    /// Runs the parsed command and maps every outcome to an exit status: 0 ok, 1 runtime or store
    /// error, 2 usage error. Messages are one line on stderr; the token is never part of them.
    public static func run(_ parsed: ParsedCommand) async -> Int32 {
        do {
            if var asyncCommand = parsed.command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                var command = parsed.command
                try command.run()
            }
            return 0
        } catch {
            return report(error, path: parsed.path)
        }
    }
}

/// A command the arguments named, with the words of its path (`cart`, `add`) for usage lines.
public struct ParsedCommand {
    var command: any ParsableCommand
    var path: [String]
}

/// The exit status of a command line that did not parse (or asked for help or the version).
public struct ExitStatus: Error {
    /// The status to exit with.
    public var code: Int32
}

extension ShoptermEntry {
    /// One path from any error to its message and exit status. The command line's own outcomes
    /// (help, version, a bad flag) are worded by the argument parser; a ``UsageError`` is a usage
    /// error too; every other error describes itself in one line after "shopterm: ".
    static func report(_ error: Error, path: [String] = []) -> Int32 {
        if error is UsageError || (error as? ConfigurationError)?.isFromFlag == true {
            Console.error("shopterm: \(error)")
            return 2
        }
        let code = Shopterm.exitCode(for: error)
        switch code {
        case .success:
            let help = Shopterm.fullMessage(for: error)
            if !help.isEmpty { Console.print(help) }
            return 0
        case .validationFailure:
            if let misplaced = Shopterm.misplacedOption(in: Shopterm.message(for: error), path: path) {
                Console.error("shopterm: \(misplaced)")
                return 2
            }
            Console.error("shopterm: \(CommandLineText.usageLine(Shopterm.message(for: error), path: path))")
            return 2
        default:
            // An error of several problems (a catalog's) describes itself in lines, one a problem.
            for line in Shopterm.message(for: error).split(separator: "\n") { Console.error("shopterm: \(line)") }
            return code.rawValue
        }
    }
}
