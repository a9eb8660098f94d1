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
        let environment = ProcessInfo.processInfo.environment
        try CursesScreen.checkIsTerminal()
        let version = session.configuration.apiVersion
        let wakeUp = try WakePipe()
        let session = session
        let runner = EffectRunner(client: session.client, cartFile: session.cartFile, sessionFile: session.sessionFile,
                                  customerAccounts: { session.customerAccountClient() }, wake: { [wakeUp] in wakeUp.signal() })
        // The launch requests leave first; the cart, the signals and the terminal are set up
        // while they travel (the real size follows with a resize).
        var state = AppState(width: 80, height: 24, locale: session.configuration.buyer.locale, apiVersion: version.rawValue)
        var effects: [Effect]
        (state, effects) = start(state)
        effects.forEach(runner.run)
        defer { runner.cancelAll() }
        try CursesScreen.checkTerminalType(environment: environment)

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
        defer { sources.forEach { $0.cancel() } }

        let loaded = try session.cartFile.load()
        state.cart = loaded.cart
        if let aside = loaded.movedAside {
            state.status = StatusLine("The cart file could not be read; it was moved to \(aside.path).", kind: .error)
        }
        let pageServer = try session.startEmbeddedCheckoutPages()
        defer { pageServer?.stop() }
        let screen = CursesScreen(environment: environment, mouse: mouse)
        defer { screen.close() }
        (state, effects) = update(state, .resize(width: screen.size.width, height: screen.size.height))
        var quitting = perform(effects, runner: runner, screen: screen)
        screen.draw(render(state))
        var lastTick = Date()
        var lastHangupCheck = Date()

        while !quitting {
            if stopRequested.load(ordering: .relaxed) != 0 { break }
            // Sleep until a key, an answer or a signal (the wake-up pipe), or the next tick
            // (only while something moves on screen; else once a second, to notice a hang-up),
            // then take every key that is there: one frame for a burst of keys.
            let animating = state.isBusy || state.handoffURL != nil
            wakeUp.wait(orInput: 0, milliseconds: animating ? 100 : 1000)
            var events: [Event] = []
            while let event = screen.read() { events.append(event) }
            events += runner.drain()
            let now = Date()
            if now.timeIntervalSince(lastTick) >= 0.1, animating {
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

/// A self-pipe that wakes the event loop from other threads (an answer has arrived).
final class WakePipe: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw CLIError("cannot create the event loop's pipe: \(String(cString: strerror(errno)))") }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the waiting loop (never blocks; a full pipe already means "awake").
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Waits until `input` is readable, a signal came, or `milliseconds` passed; empties the pipe.
    func wait(orInput input: Int32, milliseconds: Int32) {
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)]
        _ = poll(&fds, 2, milliseconds)
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}
