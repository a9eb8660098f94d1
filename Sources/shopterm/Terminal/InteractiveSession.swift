import Dispatch
import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import Synchronization
import TerminalPictures

/// The full-screen storefront: the ``Program`` on the curses screen, with the signals that end
/// it cleanly. Every curses call happens on the thread that calls ``run()``.
struct InteractiveSession {
    let session: StoreSession
    let mouse: Bool
    /// A shopper over SSH: no browser is ever started here, and a login is the browser's with its
    /// address pasted.
    var kiosk = false
    /// `a` offers no account (`--no-accounts`).
    var accountsOff = false
    /// Where the shopper's cart and market are kept (this computer's files, or serve-ssh's database).
    var keeping: ShopperKeeping
    /// Seconds without a key after which the session ends (serve-ssh's kiosk); nil: never.
    var idleLimit: TimeInterval?
    /// The launch answers shared by the host's sessions (serve-ssh's kiosk); nil: asked at each launch.
    var sharedCatalog: SharedCatalog?

    /// Signals that end the session cleanly (the terminal is restored before exit).
    private static let stopSignals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// How a session ended: the checkout URL handed off and not paid, if any, the exit status
    /// (128 + the signal's number after a signal), and why.
    struct Outcome {
        var handoff: URL?
        var status: Int32
        var ending: Program.Ending
    }

    /// Runs until the person quits, a signal arrives, the terminal goes away or the idle limit
    /// passes.
    func run() throws -> Outcome {
        let environment = ProcessInfo.processInfo.environment
        try CursesScreen.checkIsTerminal()
        let wakeUp = try WakePipe()
        let session = session
        // The embedded store's login pages are served with its checkout pages (below).
        let pagesBase = Mutex<URL?>(nil)
        // Pictures are drawn once the terminal has said how (below); the storefront asks for
        // none before.
        let pictures = Mutex<DrawnPictures?>(nil)
        var services = StoreServices.live(
            client: session.client, keeping: keeping,
            customerAccounts: {
                session.customerAccountClient(embeddedBaseURL: pagesBase.withLock { $0 } ?? URL(string: "http://127.0.0.1")!)
            },
            pictures: { drawing in
                guard let drawn = pictures.withLock({ $0 }) else { throw PictureError("pictures are off") }
                return try await drawn.picture(drawing)
            }, sharedCatalog: sharedCatalog)
        if kiosk {
            // Nothing of the server's runs for a shopper over SSH.
            services.openURL = { _ in throw KioskRefusal() }
        }
        // A market kept for this shopper apart from the configuration (serve-ssh's database).
        let keptMarket = keeping.loadMarket()
        if let keptMarket { session.client.changeMarket(to: keptMarket) }
        let screen = DeferredScreen()
        // The launch requests leave first; the cart, the signals and the terminal are set up
        // while they travel (the real size follows with a resize).
        let program = Program(
            state: AppState(
                width: 80, height: 24, locale: session.configuration.buyer.locale,
                apiVersion: session.configuration.apiVersion.rawValue),
            services: services, terminal: screen, wake: { [wakeUp] in wakeUp.signal() })
        let post = program.post
        session.client.retries.listen { post(.retrying($0.description)) }  // the status line: curses owns the screen
        program.start()
        defer { program.stop() }
        try CursesScreen.checkTerminalType(environment: environment)
        // The terminal is asked how it draws pictures before curses owns it (the launch
        // requests are on their way meanwhile).
        let style = try ProductPictures.style(
            for: session.configuration, environment: environment, cell: TerminalProbe.cellSize(),
            ask: { TerminalProbe.ask() })
        if let style {
            pictures.withLock { $0 = DrawnPictures(ProductPictures(style: style, fetcher: session.imageFetcher)) }
        }
        program.prepare { $0.pictures.enabled = style != nil }

        let stopRequested = Atomic<Int32>(0)
        let sources = Self.stopSignals.map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                stopRequested.store(number, ordering: .relaxed)
                wakeUp.signal()
            }
            source.resume()
            return source
        }
        defer { for source in sources { source.cancel() } }

        let loaded = try keeping.loadCart()
        let buyer = session.configuration.buyer
        program.prepare { state in
            state.cart = loaded.cart
            // The embedded store's carts live only while shopterm runs: none to look for there.
            state.storeCartToLookUp = session.embeddedStore == nil
            // `a` offers the Customer Account API login first where the shop has it.
            state.customerAccountLogin = session.hasCustomerAccountLogin
            state.market = keptMarket ?? buyer.country.map { MarketChoice(country: $0, language: buyer.language) }
            state.kiosk = kiosk
            // A kiosk logs in only through the shop's browser login (none: no account at all).
            state.accountsOff = accountsOff || kiosk && !session.hasCustomerAccountLogin
            if let notice = keeping.notice { state.status = StatusLine(notice) }
            if let problem = loaded.problem { state.status = StatusLine(problem, kind: .error) }
        }
        let pageServer = try session.startEmbeddedCheckoutPages()
        defer { pageServer?.stop() }
        if let pageServer { pagesBase.withLock { $0 = URL(string: "http://127.0.0.1:\(pageServer.port)") } }
        let curses = CursesScreen(environment: environment, mouse: mouse)
        defer { curses.close() }
        screen.curses = curses
        program.prepare { $0.asciiOnly = !curses.unicode }
        program.apply([.resize(width: curses.size.width, height: curses.size.height)])
        program.idleLimit = idleLimit
        program.run(input: 0, wakeUp: wakeUp) { stopRequested.load(ordering: .relaxed) != 0 }
        let signalled = stopRequested.load(ordering: .relaxed)
        return Outcome(
            handoff: program.state.handoffURL, status: signalled != 0 ? 128 + signalled : program.state.exitStatus,
            ending: signalled == SIGHUP ? .hungUp : program.ending)
    }
}

/// The curses screen once it exists: the program starts (and asks the store) before curses does.
private final class DeferredScreen: ProgramTerminal {
    var curses: CursesScreen?

    func read() -> Event? { curses?.read() }
    func draw(_ frame: Frame) { curses?.draw(frame) }
    func copyToClipboard(_ text: String) { curses?.copyToClipboard(text) }
}

/// What a kiosk says when something would have opened on the server.
private struct KioskRefusal: Error, CustomStringConvertible {
    var description: String { AppState.nothingOpensInAKiosk }
}
