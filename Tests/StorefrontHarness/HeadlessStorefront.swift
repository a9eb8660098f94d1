import Foundation
import Logging
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import TerminalPictures

/// The storefront without a terminal: the same ``Program`` as the full-screen UI, against a
/// demo store in this process, driven by events. What the benchmarks count and time is what
/// the full-screen UI does, minus curses; the soak test drives it through faults.
public final class HeadlessStorefront {
    public let store: DemoStore
    public let client: StorefrontClient
    /// The cart file the program saves to (in a private temporary folder).
    public let cartFile: CartFile
    private let program: Program
    private let screen = HeadlessTerminal()
    private let folder: URL

    /// `client` defaults to one that talks to `store` in this process. With `pictures`, product
    /// pictures are drawn in that style (their files fetched from `store`, kept in `imageCache`).
    public init(
        store: DemoStore, client: StorefrontClient? = nil, width: Int = 80, height: Int = 24,
        pictures: PictureStyle? = nil, imageCache: URL? = nil
    ) throws {
        self.store = store
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-headless-\(UUID().uuidString)")
        self.client =
            client
            ?? StorefrontClient(
                configuration: .init(endpoint: InProcessTransport.endpoint, token: "", timeout: 60),
                transport: InProcessTransport(store: store), logger: Self.quiet)
        cartFile = CartFile(stateDirectory: folder, shop: "headless")
        let drawn = pictures.map { style in
            DrawnPictures(
                ProductPictures(style: style, fetcher: ImageFetcher(transport: InProcessTransport(store: store), cacheDirectory: imageCache)))
        }
        let services = StoreServices.live(
            client: self.client,
            keeping: .files(
                cart: cartFile, market: MarketChoiceFile(stateDirectory: folder, shop: "headless"),
                session: SessionFile(stateDirectory: folder, shop: "headless")),
            pictures: drawn.map { drawn in { @Sendable drawing in try await drawn.picture(drawing) } })
        var state = AppState(width: width, height: height)
        state.pictures.enabled = pictures != nil
        program = Program(state: state, services: services, terminal: screen)
    }

    /// A logger that says nothing below errors (the benchmarks print their own figures).
    public static var quiet: Logger {
        var logger = Logger(label: "shopterm.headless")
        logger.logLevel = .error
        return logger
    }

    deinit {
        program.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    public var state: AppState { program.state }
    /// The last frame drawn.
    public var frame: Frame? { program.frame }

    /// Starts the app (launch effects; the saved catalog when the disk cache has one).
    public func start() { program.start() }

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

    /// Delivers whatever answers have arrived.
    public func deliver() { program.deliverAnswers() }

    /// Delivers answers until nothing is under way but the wait for payment (at most `timeout` seconds).
    public func settle(timeout: TimeInterval = 20) async {
        _ = await wait(timeout: timeout) { !$0.isBusy || $0.handoffURL != nil }
    }

    /// Stops the requests under way and waits for the cart's last save.
    public func stop() { program.stop() }
}

/// A terminal that only counts what a real one would redraw.
private final class HeadlessTerminal: ProgramTerminal {
    private var last: Frame?
    var changedCells = 0

    func read() -> Event? { nil }

    func draw(_ frame: Frame) {
        changedCells += frame.changes(since: last).reduce(0) { $0 + $1.cells.count }
        last = frame
    }

    func copyToClipboard(_ text: String) {}
}
