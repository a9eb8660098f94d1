import DemoStoreEmbedding
import Foundation
import Logging
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import TerminalPictures

/// The storefront without a terminal: the same ``Storefront`` as the full-screen UI, opened
/// the same way (``Storefront/open(on:wakeUp:)``) on a terminal that only counts what a real one
/// would redraw, against a demo store in this process playing the embedded store, driven by
/// events. What the benchmarks count and time is what the full-screen UI does, minus curses;
/// the soak test drives it through faults.
public final class HeadlessStorefront {
    public let store: DemoStore
    public let client: StorefrontClient
    /// The cart file the program saves to (in a private temporary folder).
    public let cartFile: CartFile
    /// The storefront ``start()`` opens.
    public let storefront: Storefront
    private let screen: HeadlessTerminal
    private let folder: URL
    private var opened: OpenStorefront?
    private var closed = false

    /// `client` defaults to one that talks to `store` in this process. With `pictures`, product
    /// pictures are drawn in that style (their files fetched from `store`, kept in `imageCache`).
    /// Without `servingPages`, the embedded store's pages are not served: the demo store's
    /// addresses (its images' too) then stay the same from one launch to the next, as a real
    /// store's CDN does, where serving them would put each launch's port in them.
    /// With `mall` (whose first shop `store` is), the storefront offers the search of every
    /// store over the mall's global catalog (reached through `catalogTransport`, the mall's
    /// own by default), and opens its shops.
    public init(
        store: DemoStore, client: StorefrontClient? = nil, width: Int = 80, height: Int = 24,
        pictures: PictureStyle? = nil, imageCache: URL? = nil, servingPages: Bool = true, mall: DemoMall? = nil,
        catalogTransport: (any HTTPTransport)? = nil
    ) throws {
        self.store = store
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-headless-\(UUID().uuidString)")
        self.client =
            client
            ?? StorefrontClient(
                configuration: .init(endpoint: InProcessTransport.endpoint, token: "", timeout: 60),
                transport: InProcessTransport(store: store), logger: Self.quiet)
        let session = StoreSession(
            client: self.client,
            configuration: StoreConfiguration(
                shop: nil, token: "",
                directories: XDGDirectories(
                    config: folder.appendingPathComponent("config"), cache: imageCache ?? folder.appendingPathComponent("cache"),
                    state: folder.appendingPathComponent("state"))),
            embeddedStore: EmbeddedDemoStore(store: store, mall: mall))
        cartFile = session.cartFile
        var storefront = Storefront(
            session: session, keeping: .files(cart: session.cartFile, market: session.marketFile, session: session.sessionFile))
        if let catalog = session.embeddedStore?.globalCatalog {
            storefront.globalCatalog = GlobalCatalogClient(
                settings: GlobalCatalogSettings(catalog: catalog.url), transport: catalogTransport ?? catalog.transport)
            storefront.visitKeeping = { .files(cart: $0.cartFile, market: $0.marketFile, session: $0.sessionFile) }
        }
        // Pages "served elsewhere": none are started here.
        if !servingPages { storefront.pagesPort = 0 }
        self.storefront = storefront
        screen = HeadlessTerminal(width: width, height: height, pictures: pictures)
    }

    /// A logger that says nothing below errors (the benchmarks print their own figures).
    public static var quiet: Logger {
        var logger = Logger(label: "shopterm.headless")
        logger.logLevel = .error
        return logger
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The storefront's program, once ``start()`` opened it.
    private var program: Program {
        guard let opened else { preconditionFailure("the headless storefront is used before start()") }
        return opened.program
    }

    public var state: AppState { program.state }
    /// The last frame drawn.
    public var frame: Frame? { program.frame }

    /// Opens the storefront as a shopper's terminal does (launch effects; the saved catalog when
    /// the disk cache has one).
    public func start() throws { opened = try storefront.open(on: screen) }

    /// Delivers one event and draws the frame. Returns the milliseconds from event to frame
    /// (`update`, `render`, and the diff against the previous frame), and the cells changed.
    @discardableResult
    public func send(_ event: Event) -> (milliseconds: Double, changedCells: Int) {
        let started = DispatchTime.now().uptimeNanoseconds
        screen.changedCells = 0
        program.apply([event])
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        return (elapsed, screen.changedCells)
    }

    /// Types `text`, a key per character.
    public func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    /// Delivers the answers until `done` holds; false after `timeout` seconds.
    public func wait(timeout: TimeInterval = 30, until done: (AppState) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            program.deliverAnswers()
            if done(state) { return true }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return false
    }

    /// Opens `visit`'s shop as an offer of the search of every store does.
    public func visit(_ visit: ShopVisit) { program.visitShop(visit) }

    /// Delivers whatever answers have arrived.
    public func deliver() { program.deliverAnswers() }

    /// Delivers answers until nothing is under way but the wait for payment (at most `timeout` seconds).
    public func settle(timeout: TimeInterval = 20) async {
        _ = await wait(timeout: timeout) { !$0.isBusy || $0.handoffURL != nil }
    }

    /// Stops the requests under way and waits for the cart's last save (and stops serving the
    /// store's pages).
    public func stop() {
        guard let opened, !closed else { return }
        closed = true
        opened.close()
    }
}

/// A terminal that only counts what a real one would redraw; its pictures are drawn in the
/// style it is given.
private final class HeadlessTerminal: ProgramTerminal, StorefrontTerminal {
    let size: (width: Int, height: Int)
    private let pictures: PictureStyle?
    private var last: Frame?
    var changedCells = 0

    init(width: Int, height: Int, pictures: PictureStyle?) {
        size = (width, height)
        self.pictures = pictures
    }

    var environment: [String: String] { [:] }
    func checkTerminalType() throws {}
    func cellSize() -> CellSize? { nil }
    func askPictures() -> PictureDetection.Reply? { nil }
    func pictureStyle(for configuration: StoreConfiguration) throws -> PictureStyle? { pictures }
    func takeOver() throws -> any ProgramTerminal { self }
    func release() {}
    var unicode: Bool { true }
    /// None: the harness gives the events itself.
    var input: Int32 { -1 }
    var alsoRead: [Int32] { [] }

    func read() -> Event? { nil }

    func draw(_ frame: Frame) {
        changedCells += frame.changes(since: last).reduce(0) { $0 + $1.cells.count }
        last = frame
    }

    func copyToClipboard(_ text: String) {}
}
