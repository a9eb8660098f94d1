import CSessionPassing
import Foundation
import ShopTermApp
import StoreKitCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One of serve-ssh's storefront workers: many shoppers' storefronts in one process, each on
/// the pty shopterm-relay handed over, each on a thread of its own (a stalled terminal stalls
/// only its shopper), sharing the store, its transport, caches and the embedded store's pages.
/// A session here costs the storefront's state, not a process: what the one-process-per-session
/// design spent on each start (the runtime, the libraries, the store) is spent once per worker.
final class StorefrontWorker: Sendable {
    /// What every session of the worker shares.
    struct Settings: Sendable {
        /// The store (each shopper gets a client of their own of it: ``StoreSession/forShopper(buyerIP:)``).
        var session: StoreSession
        /// The port the embedded store's pages are served on, when it is the store.
        var pagesPort: Int?
        /// The shoppers' database (nil: this serve-ssh keeps none, so only guests shop).
        var database: ShopperDatabaseLocation?
        /// serve-ssh's session log socket.
        var logSocket: String
        var idleMinutes: Int
        var accounts: Bool
        var sharedCatalog: SharedCatalog?
        /// The guests' account: a relay of that user is a guest.
        var guestUID: uid_t?
        /// The most sessions at once; past it the relay runs the storefront in a process of its own.
        var maxSessions: Int
        /// Shoppers come through a proxy: the address sshd saw is the proxy's, not the shopper's.
        var behindProxy = false
    }

    /// A session under way, as the worker can stop it.
    private struct Running: Sendable {
        var stop: StopRequest
        var wakeUp: WakePipe
    }

    private let settings: Settings
    private let listener: Int32
    private let running = Mutex<(next: Int, sessions: [Int: Running])>((0, [:]))
    private let stopping = Atomic<Bool>(false)
    private let draining = Atomic<Bool>(false)

    /// Each session's thread's stack (counted in the worker's data limit).
    static let stackSize = 1 << 20

    /// A worker taking sessions on the listening socket `listener`.
    init(listener: Int32, settings: Settings) {
        self.listener = listener
        self.settings = settings
        // Every worker waits on the same socket: the one that accepts first takes the session.
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
    }

    /// Takes sessions until ``stop()``, then waits (at most 5 s) for them to end; or until
    /// ``drain()``, then waits for them to end however long they shop (or until a stop).
    func serve() {
        while !stopping.load(ordering: .relaxed), !draining.load(ordering: .relaxed) {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 500) > 0 else { continue }
            let relay = csession_accept(listener)
            guard relay >= 0 else { continue }
            let thread = Thread { [self] in handle(relay) }
            thread.name = "shopterm-session"
            thread.stackSize = Self.stackSize
            thread.start()
        }
        while !stopping.load(ordering: .relaxed), running.withLock({ !$0.sessions.isEmpty }) { usleep(200_000) }
        let deadline = Date().addingTimeInterval(5)
        while running.withLock({ !$0.sessions.isEmpty }), Date() < deadline { usleep(50_000) }
    }

    /// Takes no new session (serve-ssh started a worker in this one's place, reading the store
    /// anew); the sessions under way go on until they end.
    func drain() {
        draining.store(true, ordering: .relaxed)
    }

    /// Asks every session to end (each restores its shopper's terminal and says why).
    func stop() {
        stopping.store(true, ordering: .relaxed)
        for session in running.withLock({ Array($0.sessions.values) }) {
            session.stop.request(SIGTERM)
            session.wakeUp.signal()
        }
    }

    /// One relay's session, from its hello to its last word.
    private func handle(_ relay: Int32) {
        defer { close(relay) }
        let peer = csession_peer_uid(relay)
        let guest = settings.guestUID.map { peer == Int($0) } ?? false
        guard peer == Int(getuid()) || guest, let (pty, hello) = Self.receiveHello(relay) else { return }
        defer { close(pty) }
        guard isatty(pty) == 1, let wakeUp = try? WakePipe() else { return }
        let stop = StopRequest()
        guard let id = register(Running(stop: stop, wakeUp: wakeUp)) else { return }
        defer { _ = running.withLock { $0.sessions.removeValue(forKey: id) } }
        Self.send(relay, [RelayHello.accepted])
        let status = shop(pty: pty, relay: relay, hello: hello, guest: guest, wakeUp: wakeUp, stop: stop)
        Self.send(relay, [RelayHello.ended, UInt8(clamping: status)])
    }

    /// Counts the session in, unless the worker is full or stopping.
    private func register(_ session: Running) -> Int? {
        running.withLock { state in
            guard state.sessions.count < settings.maxSessions, !stopping.load(ordering: .relaxed) else { return nil }
            state.next += 1
            state.sessions[state.next] = session
            return state.next
        }
    }

    /// The shopper's storefront on `pty`; its exit status.
    private func shop(pty: Int32, relay: Int32, hello: RelayHello, guest: Bool, wakeUp: WakePipe, stop: StopRequest) -> Int32 {
        let kind = ShopperTerminal.of(terminalType: hello.terminalType, locale: hello.locale)
        let terminal = PTYTerminal(pty: pty, relay: relay, terminal: kind)
        let shopper: String
        var keeping: ShopperKeeping
        if guest {
            // A guest (no key): a cart for this session only, under a name made for it.
            shopper = ShopperKey.guest()
            keeping = .memory(notice: KioskShopperEnvironment.guestNotice)
        } else {
            guard let info = hello.authInfo, let fingerprint = ShopperKey.fingerprint(authInfo: info), let database = settings.database else {
                terminal.restoreModes()
                terminal.say("shopterm: connect with a key (ssh-keygen makes one): your key is your cart\n")
                return 1
            }
            shopper = ShopperKey.id(fingerprint: fingerprint)
            keeping = .database(ShopperDatabase(location: database), shop: settings.session.shopFolder, shopper: shopper)
        }
        // The relay learns whose session it is: if this worker dies, it writes the end line.
        Self.send(relay, [RelayHello.shopper, guest ? UInt8(ascii: "g") : UInt8(ascii: "s")] + Array(shopper.prefix(12).utf8))
        let problems = KioskProblems(socket: settings.logSocket, shopper: shopper)
        guard kind.drawable else {
            problems.tell("the shopper's terminal (\(kind.type)) cannot draw the storefront")
            terminal.restoreModes()
            terminal.say(kind.cannotDraw + "\n")
            return 1
        }
        keeping = problems.watching(keeping)
        var storefront = Storefront(
            session: settings.session.forShopper(buyerIP: settings.behindProxy ? nil : ShopperKey.address(sshConnection: hello.connection)),
            keeping: keeping)
        storefront.kiosk = true
        storefront.accountsOff = !settings.accounts
        storefront.idleLimit = TimeInterval(settings.idleMinutes * 60)
        storefront.sharedCatalog = settings.sharedCatalog
        storefront.pagesPort = settings.pagesPort
        storefront.problems = problems
        let began = Date()
        SessionLog.send(SessionLog.startLine(shopper: shopper), to: settings.logSocket)
        let outcome: Storefront.Outcome
        do {
            outcome = try storefront.run(on: terminal, wakeUp: wakeUp, stop: stop)
        } catch {
            // The problem's line first (an error already told is in the shopper's words), then the end's.
            let shown = problems.told(error)
            SessionLog.send(SessionLog.endLine(shopper: shopper, seconds: Date().timeIntervalSince(began), how: "error"), to: settings.logSocket)
            terminal.release()
            terminal.say("shopterm: \(shown)\n")
            return 1
        }
        SessionLog.send(
            SessionLog.endLine(shopper: shopper, seconds: Date().timeIntervalSince(began), how: outcome.ending.rawValue), to: settings.logSocket)
        if outcome.ending == .idle {
            terminal.say(BrowseCommand.idleGoodbye(minutes: settings.idleMinutes, cartKept: !guest) + "\n")
        } else if stop.signal != 0 {
            terminal.say("shopterm: the shop's server stopped this session; connect again later\(guest ? "" : " (your cart is kept)").\n")
        }
        if let handoff = outcome.handoff { terminal.say(handoff.absoluteString + "\n") }
        return outcome.status
    }

    /// The relay's hello and the pty it passed, read within 3 s; nil when it does not come whole.
    private static func receiveHello(_ relay: Int32) -> (Int32, RelayHello)? {
        var bytes: [UInt8] = []
        var pty: Int32 = -1
        let deadline = Date().addingTimeInterval(3)
        var buffer = [UInt8](repeating: 0, count: 4 + RelayHello.longest)
        while Date() < deadline {
            var waiting = pollfd(fd: relay, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000))) > 0 else { break }
            var passed: Int32 = -1
            let count = csession_receive(relay, &buffer, buffer.count - bytes.count, &passed)
            if passed >= 0 {
                if pty >= 0 { close(passed) } else { pty = passed }
            }
            guard count > 0 else { break }
            bytes += buffer.prefix(count)
            guard bytes.count >= 4 else { continue }
            guard let length = RelayHello.bodyLength(Array(bytes.prefix(4))) else { break }
            if bytes.count >= 4 + length, pty >= 0 { return (pty, RelayHello.parse(Array(bytes[4..<(4 + length)]))) }
        }
        if pty >= 0 { close(pty) }
        return nil
    }

    private static func send(_ relay: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(relay, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
