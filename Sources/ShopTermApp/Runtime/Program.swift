import Foundation
import ShopTermUI

/// The storefront as one program, Bubble Tea's shape: the state, `update`, `render`, and the
/// effect runner that carries out what `update` asks. The terminal session, the benchmark and
/// the soak test all run it; only the terminal differs.
public final class Program {
    public private(set) var state: AppState
    /// The last frame drawn.
    public private(set) var frame: Frame?
    /// True once `update` asked to quit.
    public private(set) var quitting = false
    /// How ``run(input:wakeUp:shouldStop:)`` ended.
    public private(set) var ending: Ending = .quit
    /// Seconds without a key, click or resize after which ``run(input:wakeUp:shouldStop:)``
    /// ends (`.idle`); nil: never (serve-ssh's kiosk sets it).
    public var idleLimit: TimeInterval?
    /// Opens the storefront of an offer's shop (the search of every store); nil: none is opened here.
    public var opensShop: (@Sendable (ShopVisit, AppState) async throws -> VisitedShop)?
    private var runner: EffectRunner
    private var cachedHome: @Sendable () -> HomeData?
    private let terminal: any ProgramTerminal
    let wake: @Sendable () -> Void
    /// The storefronts left for a visited shop, the last one on top: esc on the visit's first
    /// screen comes back to it.
    private var left: [(state: AppState, runner: EffectRunner, cachedHome: @Sendable () -> HomeData?, visit: ShopVisit)] = []
    /// The visit being opened, once its shop has answered (or failed to), for the loop to take.
    let opened = OpenedShop()

    /// `wake` is called from any thread when an answer arrives (the loop's wake-up).
    public init(state: AppState, services: StoreServices, terminal: any ProgramTerminal, wake: @escaping @Sendable () -> Void = {}) {
        self.state = state
        self.terminal = terminal
        self.wake = wake
        runner = EffectRunner(services: services, wake: wake)
        cachedHome = services.cachedHome
    }

    deinit { runner.cancelAll() }

    /// Hands an event from outside the loop (a retry notice) to the program, from any thread.
    public var post: @Sendable (Event) -> Void { { [runner] in runner.post($0) } }

    /// Sends the launch requests (before the terminal is even set up: they travel meanwhile) and
    /// answers the launch screen from the disk cache at once, so that a relaunch's first frame
    /// is the saved catalog (stale-while-revalidate: the store's answer replaces it).
    public func start() {
        let (started, effects) = ShopTermUI.start(state)
        state = started
        perform(effects)
        for case .request(let id, .home) in effects {
            guard let cached = cachedHome() else { continue }
            let (next, more) = update(state, .response(id, .home(cached, fresh: false)))
            state = next
            perform(more)
        }
    }

    /// Sets the state directly, before the first frame (the cart read from disk, a status line).
    public func prepare(_ change: (inout AppState) -> Void) {
        change(&state)
    }

    /// Feeds `events` to `update` in order, carries out their effects, and draws one frame when
    /// the state changed (or nothing was drawn yet): a burst of keys makes one frame.
    public func apply(_ events: [Event]) {
        let before = state
        for event in events {
            let (next, effects) = update(state, event)
            state = next
            perform(effects)
        }
        if state != before || frame == nil {
            let drawn = render(state)
            terminal.draw(drawn)
            frame = drawn
        }
    }

    /// The answers that have arrived, applied (and a visited shop's storefront taken over
    /// once it answered).
    public func deliverAnswers() {
        takeOpenedShop()
        let answers = runner.drain()
        if !answers.isEmpty { apply(answers) }
    }

    /// Runs until `update` quits, `shouldStop` says so (a signal) or the terminal hangs up:
    /// sleeps until a key on `input`, an answer (the wake-up pipe) or the next tick (10 a second
    /// while something moves on screen, else once a second to notice a hang-up), then takes
    /// every event that is there. `also` are descriptors the terminal reads besides `input`
    /// (serve-ssh's relay).
    public func run(input: Int32, also: [Int32] = [], wakeUp: WakePipe, shouldStop: () -> Bool, now clock: () -> Date = Date.init) {
        apply([])
        var lastTick = clock()
        var lastHangupCheck = clock()
        var lastInput = clock()
        ending = .quit
        while !quitting {
            if shouldStop() {
                ending = .stopped
                break
            }
            let animating = state.isBusy || state.handoffURL != nil
            wakeUp.wait(orInputs: [input] + also, milliseconds: animating ? 100 : 1000)
            var events: [Event] = []
            while let event = terminal.read() { events.append(event) }
            let now = clock()
            if !events.isEmpty { lastInput = now }
            takeOpenedShop()
            events += runner.drain()
            if animating, now.timeIntervalSince(lastTick) >= 0.1 {
                events.append(.tick)
                lastTick = now
            }
            if terminal.hungUp {
                ending = .hungUp
                break
            }
            if now.timeIntervalSince(lastHangupCheck) >= 1 {
                if Self.hungUp(input) {
                    ending = .hungUp
                    break
                }
                lastHangupCheck = now
            }
            if let idleLimit, now.timeIntervalSince(lastInput) >= idleLimit {
                ending = .idle
                break
            }
            if !events.isEmpty { apply(events) }
        }
    }

    /// How a run ended.
    public enum Ending: String, Sendable, Equatable {
        /// The shopper quit.
        case quit
        /// `shouldStop` said so (a signal).
        case stopped
        /// The terminal went away (a dropped connection).
        case hungUp = "hangup"
        /// Nothing was typed for ``idleLimit``.
        case idle
    }

    /// Stops every request under way and waits for the cart's last save.
    public func stop() {
        runner.cancelAll()
    }

    /// True when a storefront set aside underneath is `domain`'s shop's.
    func isOpenUnderneath(_ domain: String) -> Bool {
        left.contains { $0.state.shopDomain?.lowercased() == domain.lowercased() }
    }

    /// True while a visited shop is on screen (a storefront is set aside underneath).
    var hasLeft: Bool { !left.isEmpty }

    /// This storefront set aside while `visit`'s shop is on screen.
    func suspend(for visit: ShopVisit) { left.append((state, runner, cachedHome, visit)) }

    /// Another shop's storefront on screen: its services and its state.
    func replace(services: StoreServices, state: AppState) {
        runner = EffectRunner(services: services, wake: wake)
        cachedHome = services.cachedHome
        self.state = state
    }

    func setState(_ state: AppState) { self.state = state }

    /// Draws the state as it is (another shop's storefront just took the screen).
    func redraw() {
        let drawn = render(state)
        terminal.draw(drawn)
        frame = drawn
    }

    /// The visited shop's storefront stopped, and the one it was opened from back; nil when
    /// this is no visit.
    func resume() -> (state: AppState, runner: EffectRunner, cachedHome: @Sendable () -> HomeData?, visit: ShopVisit)? {
        guard let back = left.popLast() else { return nil }
        runner.cancelAll()
        return back
    }

    /// `back` on screen again, its requests' answers delivered as they come.
    func replace(restoring back: (state: AppState, runner: EffectRunner, cachedHome: @Sendable () -> HomeData?, visit: ShopVisit)) {
        runner = back.runner
        cachedHome = back.cachedHome
        state = back.state
    }

    /// Hands effects to the runner, doing the terminal's own here.
    func perform(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .copy(let text): terminal.copyToClipboard(text)
            case .quit: quitting = true
            case .visitShop(let visit): visitShop(visit)
            case .leaveShop: leaveShop()
            default: runner.run(effect)
            }
        }
    }

    /// True when the terminal went away (its input hung up or closed).
    private static func hungUp(_ input: Int32) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return true }
        return descriptor.revents & Int16(POLLHUP | POLLNVAL) != 0
    }
}
