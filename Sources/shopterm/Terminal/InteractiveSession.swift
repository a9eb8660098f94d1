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
    /// The port the embedded store's pages are already served on (a worker's, shared by its
    /// sessions); nil: the session serves them itself.
    var pagesPort: Int?
    /// A shopper's session over SSH: what fails is told to serve-ssh's log, and shown to the
    /// shopper without the server's internals; nil: shown as it is.
    var problems: KioskProblems?

    /// Signals that end the session cleanly (the terminal is restored before exit).
    private static let stopSignals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// How a session ended: the checkout URL handed off and not paid, if any, the exit status
    /// (128 + the signal's number after a signal), and why.
    struct Outcome {
        var handoff: URL?
        var status: Int32
        var ending: Program.Ending
    }

    /// Runs on this process's terminal (curses) until the person quits, a signal arrives, the
    /// terminal goes away or the idle limit passes.
    func run() throws -> Outcome {
        try CursesScreen.checkIsTerminal()
        let wakeUp = try WakePipe()
        let stop = StopRequest()
        let sources = watchSignals(Self.stopSignals) { number in
            stop.request(number)
            wakeUp.signal()
        }
        defer { for source in sources { source.cancel() } }
        return try run(on: CursesTerminal(environment: ProcessInfo.processInfo.environment, mouse: mouse), wakeUp: wakeUp, stop: stop)
    }

    /// Runs on `terminal` until the person quits, `stop` is requested (`wakeUp` signalled with
    /// it), the terminal goes away or the idle limit passes.
    func run(on terminal: some SessionTerminal, wakeUp: WakePipe, stop: StopRequest) throws -> Outcome {
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
        if let problems { services = problems.watching(services) }
        // A market kept for this shopper apart from the configuration (serve-ssh's database).
        let keptMarket = keeping.loadMarket()
        if let keptMarket { session.client.changeMarket(to: keptMarket) }
        let screen = DeferredScreen()
        // The launch requests leave first; the cart and the terminal are set up while they
        // travel (the real size follows with a resize).
        let program = Program(
            state: AppState(
                width: 80, height: 24, locale: session.configuration.buyer.locale,
                apiVersion: session.configuration.apiVersion.rawValue),
            services: services, terminal: screen, wake: { [wakeUp] in wakeUp.signal() })
        let post = program.post
        // The status line: the storefront owns the screen (a shopper over SSH reads no internals there).
        let plain = problems != nil
        session.client.retries.listen { post(.retrying(plain ? KioskProblems.forShopper($0.description) : $0.description)) }
        program.start()
        defer { program.stop() }
        try terminal.checkTerminalType()
        // The terminal is asked how it draws pictures before the storefront owns it (the launch
        // requests are on their way meanwhile).
        let style = try ProductPictures.style(
            for: session.configuration, environment: terminal.environment, cell: terminal.cellSize(), ask: { terminal.askPictures() })
        if let style {
            pictures.withLock { $0 = DrawnPictures(ProductPictures(style: style, fetcher: session.imageFetcher)) }
        }
        program.prepare { $0.pictures.enabled = style != nil }

        let loaded = try keeping.loadCart()
        let buyer = session.configuration.buyer
        program.prepare { state in
            state.cart = loaded.cart
            // The embedded store's carts live only while shopterm runs: none to look for there.
            state.storeCartToLookUp = session.embeddedStore == nil
            // `a` offers the Customer Account API login first where the shop has it.
            state.customerAccountLogin = session.hasCustomerAccountLogin
            // Without a Storefront token a store refuses its classic customer accounts
            // (shopify.dev, Storefront API "Authentication": customers need a token): not offered.
            state.classicAccountsRefused = session.embeddedStore == nil && session.configuration.token.isEmpty
            state.market = keptMarket ?? buyer.country.map { MarketChoice(country: $0, language: buyer.language) }
            state.kiosk = kiosk
            // The embedded store's pages are on this computer's loopback: a shopper over SSH
            // cannot reach its checkout or its login, and is told so.
            state.pagesUnreachable = kiosk && session.embeddedStore != nil
            // A kiosk logs in only through the shop's browser login (none: no account at all).
            state.accountsOff = accountsOff || kiosk && !session.hasCustomerAccountLogin
            if let notice = keeping.notice { state.status = StatusLine(notice) }
            if let problem = loaded.problem { state.status = StatusLine(problem, kind: .error) }
        }
        let pageServer = pagesPort == nil ? try session.startEmbeddedCheckoutPages() : nil
        defer { pageServer?.stop() }
        if let port = pagesPort ?? pageServer?.port { pagesBase.withLock { $0 = URL(string: "http://127.0.0.1:\(port)") } }
        let taken = try terminal.takeOver()
        defer { terminal.release() }
        screen.terminal = taken
        program.prepare { state in
            state.asciiOnly = !terminal.unicode
            // Half blocks are Unicode: a terminal that shows only ASCII gets no picture.
            if !ProductPictures.drawable(style, asciiOnly: state.asciiOnly) { state.pictures.enabled = false }
        }
        program.apply([.resize(width: terminal.size.width, height: terminal.size.height)])
        program.idleLimit = idleLimit
        program.run(input: terminal.input, also: terminal.alsoRead, wakeUp: wakeUp) { stop.signal != 0 }
        let signalled = stop.signal
        return Outcome(
            handoff: program.state.handoffURL, status: signalled != 0 ? 128 + signalled : program.state.exitStatus,
            ending: signalled == SIGHUP ? .hungUp : program.ending)
    }
}

/// A request to stop a session, from another thread (a signal, a worker shutting down): the
/// signal's number, 0 while none came.
final class StopRequest: Sendable {
    private let number = Atomic<Int32>(0)

    func request(_ signal: Int32) { number.store(signal, ordering: .relaxed) }
    var signal: Int32 { number.load(ordering: .relaxed) }
}

/// The screen once the storefront has taken the terminal over: the program starts (and asks
/// the store) before.
private final class DeferredScreen: ProgramTerminal {
    var terminal: (any ProgramTerminal)?

    func read() -> Event? { terminal?.read() }
    func draw(_ frame: Frame) { terminal?.draw(frame) }
    func copyToClipboard(_ text: String) { terminal?.copyToClipboard(text) }
    var hungUp: Bool { terminal?.hungUp ?? false }
}

/// What a kiosk says when something would have opened on the server.
private struct KioskRefusal: Error, CustomStringConvertible {
    var description: String { AppState.nothingOpensInAKiosk }
}
