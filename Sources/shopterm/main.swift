import ArgumentParser
import Foundation
import Logging
import ShopTermApp
import StoreKitCore
import StoreKitDemo

/// Runs the command line and maps every outcome to an exit status: 0 ok, 1 runtime or store
/// error, 2 usage error. Messages are one line on stderr; the token is never part of them.
func runShopterm() async -> Int32 {
    var path: [String] = []
    do {
        var command: any ParsableCommand
        switch Shopterm.words.read(Array(CommandLine.arguments.dropFirst())) {
        case .parse(let arguments, let commandPath):
            path = commandPath
            try CartLineNumber.refuseNegative(in: arguments, path: commandPath, optionsWithValues: Shopterm.optionsWithValues)
            command = try Shopterm.parseAsRoot(arguments)
        case .unknown(let at, let word, let suggestion, let choices):
            throw UsageError(Shopterm.unknownCommand(word, at: at, suggestion: suggestion, choices: choices))
        }
        if var asyncCommand = command as? AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            try command.run()
        }
        return 0
    } catch {
        return report(error, path: path)
    }
}

/// One path from any error to its message and exit status. The command line's own outcomes
/// (help, version, a bad flag) are worded by the argument parser; a ``UsageError`` is a usage
/// error too; every other error describes itself in one line after "shopterm: ".
func report(_ error: Error, path: [String] = []) -> Int32 {
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
        Console.error("shopterm: \(Shopterm.usageLine(Shopterm.message(for: error), path: path))")
        return 2
    default:
        // An error of several problems (a catalog's) describes itself in lines, one a problem.
        for line in Shopterm.message(for: error).split(separator: "\n") { Console.error("shopterm: \(line)") }
        return code.rawValue
    }
}

// libcurl (the transport) loads on another core while the command line and configuration are
// read, so the first request does not wait for it.
CurlTransport.preload()

// A parent may start us with signals blocked (Foundation's Process does); a terminal program
// needs SIGWINCH, SIGINT, SIGTERM and the rest delivered, and libraries wait on timers.
var allSignals = sigset_t()
sigemptyset(&allSignals)
sigprocmask(SIG_SETMASK, &allSignals, nil)

// Logs (--verbose) go to stderr so that stdout stays clean for --json and pipes.
LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = .trace
    return handler
}
let status = await runShopterm()
// exit() runs libraries' clean-up: no transfer may be under way, and the cache's last answers
// belong on disk.
CurlTransport.shutDown()
DiskResponseCache.waitForWrites()
exit(status)
