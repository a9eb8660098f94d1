import Foundation
import ShopTermApp

extension Storefront {
    /// Signals that end the storefront cleanly (the terminal is restored before exit).
    private static let stopSignals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// Runs on this process's terminal (curses, `mouse` on or off) until the person quits, a
    /// signal arrives, the terminal goes away or the idle limit passes. Every curses call happens
    /// on the thread that calls it.
    func runOnCurses(mouse: Bool) throws -> Outcome {
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

    /// ``runOnCurses(mouse:)`` on the storefront's own thread (``onUIThread(_:)``).
    func runOnCursesThread(mouse: Bool) async throws -> Outcome {
        let opening = self
        return try await Self.onUIThread { Result { try opening.runOnCurses(mouse: mouse) } }.get()
    }

    /// `body`'s result, run on a thread of its own, where every curses call happens: the event
    /// loop blocks in poll(), and never holds one of the few threads that run the requests.
    static func onUIThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.name = "shopterm-ui"
            thread.start()
        }
    }
}
