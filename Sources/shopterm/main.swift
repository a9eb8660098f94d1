import Foundation
import Logging
import ShopTermCommands
import StoreKitCore

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
let status: Int32
switch ShoptermEntry.parse() {
case .success(let parsed): status = await ShoptermEntry.run(parsed)
case .failure(let exit): status = exit.code
}
// exit() runs libraries' clean-up: no transfer may be under way, and the cache's last answers
// belong on disk.
CurlTransport.shutDown()
DiskResponseCache.waitForWrites()
exit(status)
