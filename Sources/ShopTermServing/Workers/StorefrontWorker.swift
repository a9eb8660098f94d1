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
package final class StorefrontWorker: Sendable {
    /// What every session of the worker shares.
    package struct Settings: Sendable {
        /// The shoppers' storefronts: the store (each shopper gets a client of their own of it),
        /// the kiosk's bounds, the shared catalog, the embedded store's pages.
        package var storefronts: KioskStorefronts
        /// The shoppers' database (nil: serve-ssh has not said where it is).
        package var database: ShopperDatabaseLocation?
        /// serve-ssh's session log socket.
        package var logSocket: String
        /// The guests' account: a relay of that user is a guest.
        package var guestUID: uid_t?
        /// The most sessions at once; past it the relay runs the storefront in a process of its own.
        package var maxSessions: Int

        /// The settings serve-ssh gives in `kiosk` (the database, the log and the guests' account
        /// of its state folder), for `storefronts`.
        package init(kiosk: KioskSettings, storefronts: KioskStorefronts, maxSessions: Int) {
            self.storefronts = storefronts
            database = kiosk.folder.database()
            // The worker runs as the shoppers' account: its guests' lines go to the shoppers' log.
            logSocket = kiosk.folder.logSocket(guest: false).path
            guestUID = kiosk.guestAccount
            self.maxSessions = maxSessions
        }
    }

    /// A session under way, as the worker can stop it.
    private struct Running: Sendable {
        var stop: StopRequest
        var wakeUp: WakePipe
    }

    package let settings: Settings
    private let listener: Int32
    private let running = Mutex<(next: Int, sessions: [Int: Running])>((0, [:]))
    private let stopping = Atomic<Bool>(false)
    private let draining = Atomic<Bool>(false)

    /// Each session's thread's stack (counted in the worker's data limit).
    package static let stackSize = 1 << 20

    /// A worker taking sessions on the listening socket `listener`.
    package init(listener: Int32, settings: Settings) {
        self.listener = listener
        self.settings = settings
        // Every worker waits on the same socket: the one that accepts first takes the session.
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
    }

    /// Takes sessions until ``stop()``, then waits (at most 5 s) for them to end; or until
    /// ``drain()``, then waits for them to end however long they shop (or until a stop).
    package func serve() {
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
    package func drain() {
        draining.store(true, ordering: .relaxed)
    }

    /// Asks every session to end (each restores its shopper's terminal and says why).
    package func stop() {
        stopping.store(true, ordering: .relaxed)
        for session in running.withLock({ Array($0.sessions.values) }) {
            session.stop.request(SIGTERM)
            session.wakeUp.signal()
        }
    }

    /// One relay's session, from its hello to its last word (`relay` closed at its end).
    package func handle(_ relay: Int32) {
        defer { close(relay) }
        let peer = csession_peer_uid(relay)
        guard peer >= 0, peer == Int(getuid()) || isGuest(uid_t(peer)), let (pty, hello) = Self.receiveHello(relay) else { return }
        defer { close(pty) }
        guard isatty(pty) == 1, let wakeUp = try? WakePipe() else { return }
        let stop = StopRequest()
        guard let id = register(Running(stop: stop, wakeUp: wakeUp)) else { return }
        defer { _ = running.withLock { $0.sessions.removeValue(forKey: id) } }
        Self.send(relay, [RelayHello.accepted])
        let status = shop(pty: pty, relay: relay, hello: hello, peer: uid_t(peer), wakeUp: wakeUp, stop: stop)
        Self.send(relay, [RelayHello.ended, UInt8(clamping: status)])
    }

    /// True when a relay of `peer` is a guest's.
    private func isGuest(_ peer: uid_t) -> Bool {
        ShopperArrival.isGuest(account: peer, guestAccount: settings.guestUID)
    }

    /// The shopper of a relay whose peer is `peer` (a guest by their account), who said `hello`.
    package func arrival(hello: RelayHello, peer: uid_t) throws(ShopperArrival.Refusal) -> ShopperArrival {
        try ShopperArrival(hello: hello, guest: isGuest(peer), database: settings.database, logSocket: settings.logSocket)
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
    private func shop(pty: Int32, relay: Int32, hello: RelayHello, peer: uid_t, wakeUp: WakePipe, stop: StopRequest) -> Int32 {
        let arrival: ShopperArrival
        do throws(ShopperArrival.Refusal) {
            arrival = try self.arrival(hello: hello, peer: peer)
        } catch {
            return Self.refuse(error, on: PTYTerminal(pty: pty, relay: relay, terminal: .of(terminalType: hello.terminalType, locale: hello.locale)))
        }
        let terminal = PTYTerminal(pty: pty, relay: relay, terminal: arrival.terminal)
        // The relay learns whose session it is: if this worker dies, it writes the end line.
        Self.send(relay, [RelayHello.shopper, arrival.guest ? UInt8(ascii: "g") : UInt8(ascii: "s")] + Array(arrival.shopper.prefix(12).utf8))
        do throws(ShopperArrival.Refusal) { try arrival.checkTerminal() } catch { return Self.refuse(error, on: terminal) }
        let storefront = arrival.storefront(settings.storefronts)
        switch arrival.shop(storefront, run: { try $0.run(on: terminal, wakeUp: wakeUp, stop: stop) }) {
        case .failure(let said):
            terminal.release()
            terminal.say("shopterm: \(said)\n")
            return 1
        case .success(let outcome):
            for line in arrival.farewell(outcome, idleMinutes: settings.storefronts.idleMinutes, stopped: stop.signal != 0) {
                terminal.say(line + "\n")
            }
            return outcome.status
        }
    }

    /// Tells the shopper why they are turned away, on their terminal as it was.
    private static func refuse(_ refusal: ShopperArrival.Refusal, on terminal: PTYTerminal) -> Int32 {
        terminal.restoreModes()
        terminal.say(refusal.description + "\n")
        return 1
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
