import ArgumentParser
import Foundation
import Logging
import StoreKitCore
import StoreKitDemo

/// Runs the command line and maps every outcome to an exit status: 0 ok, 1 runtime or store
/// error, 2 usage error. Messages are one line on stderr; the token is never part of them.
func runShopterm() async -> Int32 {
    do {
        var command = try Shopterm.parseAsRoot()
        if var asyncCommand = command as? AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            try command.run()
        }
        return 0
    } catch {
        return report(error)
    }
}

func report(_ error: Error) -> Int32 {
    switch error {
    case let error as StorefrontError: Console.error("shopterm: \(error)")
    case let error as ConfigurationError: Console.error("shopterm: \(error)")
    case let error as CatalogError: Console.error("shopterm: \(error)")
    case let error as CLIError: Console.error("shopterm: \(error)")
    case let error as DemoServerError: Console.error("shopterm: demo-server: \(error)")
    case let error as CartError: Console.error("shopterm: \(error)")
    case let error as CartFileError: Console.error("shopterm: \(error)")
    case let error as CheckoutError: Console.error("shopterm: \(error)")
    case let error as AddressError: Console.error("shopterm: \(error)")
    case let error as AccountError: Console.error("shopterm: \(error)")
    case let error as CustomerAccountError: Console.error("shopterm: \(error)")
    case let error as SessionFileError: Console.error("shopterm: \(error)")
    case let error as CursesScreen.Unavailable: Console.error("shopterm: \(error)")
    default:
        let code = Shopterm.exitCode(for: error)
        let message = Shopterm.fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { Console.print(message) }
            return 0
        }
        if !message.isEmpty { Console.error(message) }
        return code == .validationFailure ? 2 : code.rawValue
    }
    return 1
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
