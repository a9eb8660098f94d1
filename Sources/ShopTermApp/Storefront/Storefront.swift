import Foundation
import ShopTermUI
import StoreKitCore
import Synchronization
import TerminalPictures

/// A storefront for one shopper: the store, where their cart is kept and how the storefront
/// behaves. ``open(on:wakeUp:)`` is the one way it is opened on a terminal, by the full-screen
/// command (curses), serve-ssh's worker (a shopper's pty) and the headless harness of the
/// benchmarks and soak tests alike, so each gets the same prepared state.
public struct Storefront: Sendable {
    /// The store.
    public var session: StoreSession
    /// Where the shopper's cart and market are kept (this computer's files, or serve-ssh's database).
    public var keeping: ShopperKeeping
    /// A shopper over SSH: no browser is ever started here, and a login is the browser's with its
    /// address pasted.
    public var kiosk = false
    /// `a` offers no account (`--no-accounts`).
    public var accountsOff = false
    /// Seconds without a key after which the storefront ends (serve-ssh's kiosk); nil: never.
    public var idleLimit: TimeInterval?
    /// The launch answers shared by the host's shoppers (serve-ssh's kiosk); nil: asked at each launch.
    public var sharedCatalog: SharedCatalog?
    /// The port the embedded store's pages are already served on (a worker's, shared by its
    /// shoppers); nil: the storefront serves them itself.
    public var pagesPort: Int?
    /// A shopper over SSH: what fails is told to serve-ssh's log, and shown to the shopper
    /// without the server's internals; nil: shown as it is.
    public var problems: KioskProblems?
    /// The search of every store (the global catalog); nil: the storefront offers none.
    public var globalCatalog: GlobalCatalogClient?
    /// Where the cart of a shop opened from that search is kept (files beside this shop's, or
    /// memory only, the default).
    public var visitKeeping: @Sendable (StoreSession) -> ShopperKeeping = { _ in .memory(notice: nil) }

    /// The storefront of `session`, the cart kept by `keeping`.
    public init(session: StoreSession, keeping: ShopperKeeping) {
        self.session = session
        self.keeping = keeping
    }

    /// How a storefront ended: the checkout URL handed off and not paid, if any, the exit status
    /// (128 + the signal's number after a signal), and why.
    public struct Outcome: Sendable {
        public var handoff: URL?
        public var status: Int32
        public var ending: Program.Ending
    }

    /// What a storefront says when it ends a session nobody typed in for `minutes`.
    public static func idleGoodbye(minutes: Int, cartKept: Bool) -> String {
        "Goodbye: nothing was typed for \(minutes) minute\(minutes == 1 ? "" : "s"), so this session ended."
            + (cartKept ? " Your cart is kept for your next visit." : "")
    }

    /// Opens the storefront on `terminal` and runs it until the shopper quits, `stop` is
    /// requested (`wakeUp` signalled with it), the terminal goes away or the idle limit passes.
    public func run(on terminal: some StorefrontTerminal, wakeUp: WakePipe, stop: StopRequest) throws -> Outcome {
        let opened = try open(on: terminal, wakeUp: wakeUp)
        defer { opened.close() }
        let program = opened.program
        program.run(input: terminal.input, also: terminal.alsoRead, wakeUp: wakeUp) { stop.signal != 0 }
        let signalled = stop.signal
        return Outcome(
            handoff: program.state.handoffURL, status: signalled != 0 ? 128 + signalled : program.state.exitStatus,
            ending: signalled == SIGHUP ? .hungUp : program.ending)
    }

    /// Opens the storefront on `terminal`: the launch requests leave, the terminal is asked how
    /// it draws pictures, the state is prepared (the kept cart and market, what the store
    /// offers, the kiosk's limits), the embedded store's pages are served, the terminal is taken
    /// over and the first frame drawn. `wakeUp` is signalled when answers arrive (nil: the caller
    /// delivers them itself). ``OpenStorefront/close()`` gives everything back.
    public func open(on terminal: some StorefrontTerminal, wakeUp: WakePipe? = nil) throws -> OpenStorefront {
        let session = session
        // The embedded store's login pages are served with its checkout pages (below).
        let pagesBase = Mutex<URL?>(nil)
        // Pictures are drawn once the terminal has said how (below); the storefront asks for
        // none before.
        let pictures = Mutex<DrawnPictures?>(nil)
        // The style they are drawn in, for a shop visited from the search of every store.
        let style = Mutex<PictureStyle?>(nil)
        var services = StoreServices.live(
            client: session.client, keeping: keeping,
            customerAccounts: {
                session.customerAccountClient(embeddedBaseURL: pagesBase.withLock { $0 } ?? URL(string: "http://127.0.0.1")!)
            },
            pictures: { drawing in
                guard let drawn = pictures.withLock({ $0 }) else { throw PictureError("pictures are off") }
                return try await drawn.picture(drawing)
            }, sharedCatalog: sharedCatalog, globalCatalog: globalCatalog)
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
            services: services, terminal: screen, wake: { [wakeUp] in wakeUp?.signal() })
        let post = program.post
        // The status line: the storefront owns the screen (a shopper over SSH reads no internals there).
        let plain = problems != nil
        session.client.retries.listen { post(.retrying(plain ? KioskProblems.forShopper($0.description) : $0.description)) }
        globalCatalog?.retries.listen { post(.retrying($0.description)) }
        let storefront = self
        let visitPages = VisitPages()
        program.opensShop = { visit, _ in
            try await storefront.openVisit(visit, pages: visitPages) { visited in
                // That shop's pictures, fetched from it, drawn as this terminal draws them.
                let drawn = style.withLock { $0 }.map { DrawnPictures(ProductPictures(style: $0, fetcher: visited.imageFetcher)) }
                return { drawing in
                    guard let drawn else { throw PictureError("pictures are off") }
                    return try await drawn.picture(drawing)
                }
            }
        }
        program.start()
        var opened = OpenStorefront(program: program)
        opened.visitPages = visitPages
        do {
            try terminal.checkTerminalType()
            // The terminal is asked how it draws pictures before the storefront owns it (the
            // launch requests are on their way meanwhile).
            let drawnStyle = try terminal.pictureStyle(for: session.configuration)
            if let drawnStyle {
                pictures.withLock { $0 = DrawnPictures(ProductPictures(style: drawnStyle, fetcher: session.imageFetcher)) }
                style.withLock { $0 = drawnStyle }
            }
            program.prepare { $0.pictures.enabled = drawnStyle != nil }
            let loaded = try keeping.loadCart()
            program.prepare { state in prepare(&state, cart: loaded, market: keptMarket) }
            let pageServer = pagesPort == nil ? try session.startEmbeddedCheckoutPages() : nil
            opened.pageServer = pageServer
            if let port = pagesPort ?? pageServer?.port { pagesBase.withLock { $0 = URL(string: "http://127.0.0.1:\(port)") } }
            screen.terminal = try terminal.takeOver()
            opened.release = { terminal.release() }
            program.prepare { state in
                state.asciiOnly = !terminal.unicode
                // Half blocks are Unicode: a terminal that shows only ASCII gets no picture.
                if !ProductPictures.drawable(drawnStyle, asciiOnly: state.asciiOnly) { state.pictures.enabled = false }
            }
        } catch {
            opened.close()
            throw error
        }
        program.apply([.resize(width: terminal.size.width, height: terminal.size.height)])
        program.idleLimit = idleLimit
        return opened
    }

    /// What the storefront knows before its first frame: the kept cart and market, what the
    /// store offers, the kiosk's limits, and what the shopper is told first.
    func prepare(_ state: inout AppState, cart loaded: ShopperKeeping.LoadedCart, market keptMarket: MarketChoice?) {
        let buyer = session.configuration.buyer
        state.cart.local = loaded.cart
        // The embedded store's carts live only while shopterm runs: none to look for there.
        state.cart.storeCartToLookUp = session.embeddedStore == nil
        // `a` offers the Customer Account API login first where the shop has it.
        state.customerAccountLogin = session.hasCustomerAccountLogin
        // Without a Storefront token a store refuses its classic customer accounts
        // (shopify.dev, Storefront API "Authentication": customers need a token): not offered.
        state.classicAccountsRefused = session.embeddedStore == nil && session.configuration.token.isEmpty
        state.market = keptMarket ?? buyer.country.map { MarketChoice(country: $0, language: buyer.language) }
        state.kiosk = kiosk
        state.everywhereOffered = globalCatalog != nil
        state.shopDomain = session.domain
        // The embedded store's pages are on this computer's loopback: a shopper over SSH
        // cannot reach its checkout or its login, and is told so.
        state.pagesUnreachable = kiosk && session.embeddedStore != nil
        // A kiosk logs in only through the shop's browser login (none: no account at all).
        state.accountsOff = accountsOff || kiosk && !session.hasCustomerAccountLogin
        if let notice = keeping.notice { state.status = StatusLine(notice) }
        if let problem = loaded.problem { state.status = StatusLine(problem, kind: .error) }
    }
}
