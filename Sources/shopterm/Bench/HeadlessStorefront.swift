import Foundation
import Logging
import ShopTermUI
import StoreKitCore
import StoreKitDemo

/// The storefront without a terminal: the real `update`, `render` and effect runner against a
/// demo store in this process, driven by key events. What the benchmarks count and time is
/// what the full-screen UI does, minus curses (the soak test drives it through faults too).
final class HeadlessStorefront {
    let store: DemoStore
    let client: StorefrontClient
    /// The cart file the runner saves to (in a private temporary folder).
    let cartFile: CartFile
    private let runner: EffectRunner
    private(set) var state: AppState
    /// The last frame drawn.
    private(set) var frame: Frame?
    private let folder: URL

    /// `client` defaults to one that talks to `store` in this process.
    init(store: DemoStore, client: StorefrontClient? = nil, width: Int = 80, height: Int = 24) throws {
        self.store = store
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-headless-\(UUID().uuidString)")
        self.client = try client ?? StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "", timeout: 60, requiresToken: false),
            transport: InProcessTransport(store: store), logger: Self.quiet)
        cartFile = CartFile(stateDirectory: folder, shop: "headless")
        runner = EffectRunner(client: self.client, cartFile: cartFile,
                              sessionFile: SessionFile(stateDirectory: folder, shop: "headless"))
        state = AppState(width: width, height: height)
    }

    /// A logger that says nothing below errors (the benchmarks print their own figures).
    static var quiet: Logger {
        var logger = Logger(label: "shopterm.bench")
        logger.logLevel = .error
        return logger
    }

    deinit {
        runner.cancelAll()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts the app (launch effects).
    func start() {
        let (started, effects) = ShopTermUI.start(state)
        state = started
        effects.forEach(run)
    }

    /// Delivers one event and draws the frame. Returns the milliseconds from event to frame
    /// (`update`, `render`, and the diff against the previous frame), and the cells changed.
    @discardableResult
    func send(_ event: Event) -> (milliseconds: Double, changedCells: Int) {
        let started = DispatchTime.now().uptimeNanoseconds
        let (next, effects) = update(state, event)
        state = next
        let drawn = render(state)
        let changed = drawn.changes(since: frame).reduce(0) { $0 + $1.cells.count }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        frame = drawn
        effects.forEach(run)
        return (elapsed, changed)
    }

    func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    /// Delivers the runner's answers until `done` holds; false after `timeout` seconds.
    func wait(timeout: TimeInterval = 30, until done: (AppState) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            for event in runner.drain() { send(event) }
            if done(state) { return true }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return false
    }

    /// Delivers whatever answers have arrived.
    func deliver() {
        for event in runner.drain() { send(event) }
    }

    /// Delivers answers until nothing is under way but the wait for payment (at most `timeout` seconds).
    func settle(timeout: TimeInterval = 20) async {
        _ = await wait(timeout: timeout) { !$0.isBusy || $0.handoffURL != nil }
    }

    /// Stops the requests under way and waits for the cart's last save.
    func stop() {
        runner.cancelAll()
    }

    private func run(_ effect: Effect) {
        switch effect {
        case .copy, .quit: break
        default: runner.run(effect)
        }
    }
}
