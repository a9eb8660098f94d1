import ArgumentParser
import Dispatch
import Foundation
import ShopTermApp
import ShopTermServing
import StoreKitCore

#if canImport(Glibc)
    import Glibc
#endif

/// `shopterm ssh-worker`: one of serve-ssh's storefront workers (serve-ssh starts and restarts
/// them): the sessions shopterm-relay hands over on the listening socket it is given as its
/// standard input, many storefronts in this one process (``StorefrontWorker``).
struct SSHWorkerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ssh-worker", abstract: "A storefront worker of serve-ssh (run by serve-ssh).", shouldDisplay: false)

    @OptionGroup var kiosk: KioskOptions
    @Option(name: .customLong("max-sessions")) var maxSessions = 1_000

    func run() async throws {
        var listening: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(0, SOL_SOCKET, SO_ACCEPTCONN, &listening, &length) == 0, listening == 1 else {
            Console.error("shopterm: ssh-worker is started by shopterm serve-ssh (its standard input is the sessions' socket)")
            throw ExitCode(2)
        }
        try StorefrontWorker.limit(sessions: maxSessions)
        let settings = kiosk.settings
        let folder = settings.folder
        // The private token, when serve-ssh was given one: this process's own environment is
        // the clean one serve-ssh made.
        if let token = folder.token(guest: false) { setenv("SHOPTERM_TOKEN", token, 1) }
        // serve-ssh itself says that it serves the embedded store: not once more per worker.
        let session = try StoreSession.make(try StoreOptions.parse(kiosk.storeArguments), greets: false, oneShop: true)
        session.client.limitTime(to: nil)  // storefronts run as long as their shoppers shop
        let pages = try session.startEmbeddedCheckoutPages()
        defer { pages?.stop() }
        let worker = StorefrontWorker(
            listener: 0,
            settings: StorefrontWorker.Settings(
                kiosk: settings, storefronts: settings.storefronts(session, pagesPort: pages?.port), maxSessions: maxSessions))
        signal(SIGHUP, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        // SIGUSR1: serve-ssh replaced this worker (a catalog read again): new sessions go to the new one.
        let sources = watchSignals([SIGTERM, SIGINT]) { _ in worker.stop() } + watchSignals([SIGUSR1]) { _ in worker.drain() }
        defer { for source in sources { source.cancel() } }
        await worker.serveOnItsThread()
    }
}
