import Dispatch
import Foundation
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import Synchronization

/// The full-screen storefront: the event loop that ties the curses screen, `update`, `render`
/// and the effect runner together, all curses calls on this thread.
struct InteractiveSession {
    let session: StoreSession
    let mouse: Bool

    /// Signals that end the session cleanly (the terminal is restored before exit).
    private static let stopSignals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// Runs until the person quits or a signal arrives; returns the checkout URL handed off, if any.
    func run() throws -> URL? {
        let stopRequested = Atomic<Int32>(0)
        let sources = Self.stopSignals.map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopRequested.store(number, ordering: .relaxed) }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }

        let loaded = try session.cartFile.load()
        let version = session.configuration.apiVersion
        let api = CheckoutAPI(version: version) ?? .cart
        let pageServer = try session.startEmbeddedCheckoutPages()
        defer { pageServer?.stop() }
        let runner = EffectRunner(client: session.client, cartFile: session.cartFile, checkoutAPI: api, sessionFile: session.sessionFile,
                                  customerAccounts: session.customerAccountClient())

        let screen = try CursesScreen(environment: ProcessInfo.processInfo.environment, mouse: mouse)
        defer { screen.close() }
        var state = AppState(width: screen.size.width, height: screen.size.height, cart: loaded.cart,
                             locale: session.configuration.buyer.locale, checkoutAPI: api, apiVersion: version.rawValue)
        if let aside = loaded.movedAside {
            state.status = StatusLine("The cart file could not be read; it was moved to \(aside.path).", kind: .error)
        }
        var effects: [Effect]
        (state, effects) = start(state)
        var quitting = perform(effects, runner: runner, screen: screen)
        screen.draw(render(state))
        var lastTick = Date()
        var lastHangupCheck = Date()

        while !quitting {
            if stopRequested.load(ordering: .relaxed) != 0 { break }
            var events: [Event] = []
            if let event = screen.read() { events.append(event) }
            events += runner.drain()
            let now = Date()
            if now.timeIntervalSince(lastTick) >= 0.1, state.isBusy || state.handoffURL != nil {
                events.append(.tick)
                lastTick = now
            }
            if now.timeIntervalSince(lastHangupCheck) >= 1 {
                if Self.inputClosed() { break }
                lastHangupCheck = now
            }
            guard !events.isEmpty else { continue }
            let before = state
            for event in events {
                (state, effects) = update(state, event)
                if perform(effects, runner: runner, screen: screen) { quitting = true }
            }
            if state != before { screen.draw(render(state)) }
        }
        runner.cancelAll()
        return state.handoffURL
    }

    /// Hands effects to the runner, doing the terminal ones here. True when it is time to quit.
    private func perform(_ effects: [Effect], runner: EffectRunner, screen: CursesScreen) -> Bool {
        var quit = false
        for effect in effects {
            switch effect {
            case .copy(let text): screen.copyToClipboard(text)
            case .quit: quit = true
            default: runner.run(effect)
            }
        }
        return quit
    }

    /// True when the terminal went away (stdin hung up or closed).
    private static func inputClosed() -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return true }
        return descriptor.revents & Int16(POLLHUP | POLLNVAL) != 0
    }
}
