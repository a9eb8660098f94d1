import Foundation
import ShopTermApp
import ShopTermUI
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// How the program's loop ends: a shopper who types nothing for the idle limit (serve-ssh's
/// kiosk), a terminal that goes away, a stop signal.
@Suite struct ProgramEndingTests {
    final class Keys: ProgramTerminal {
        /// Keys to hand out, one per read.
        var pending: [Event] = []
        /// One key per pass of the loop (it reads until nil).
        var handedThisPass = false
        func read() -> Event? {
            if handedThisPass {
                handedThisPass = false
                return nil
            }
            guard !pending.isEmpty else { return nil }
            handedThisPass = true
            return pending.removeFirst()
        }
        func draw(_ frame: Frame) {}
        func copyToClipboard(_ text: String) {}
    }

    /// A clock that moves `step` seconds each time it is read.
    static func clock(step: TimeInterval) -> () -> Date {
        let now = Mutex(Date(timeIntervalSince1970: 1_000_000))
        return {
            now.withLock {
                $0 = $0.addingTimeInterval(step)
                return $0
            }
        }
    }

    static func program(_ keys: Keys) -> Program {
        var services = StoreServices.failing
        services.override { _ in nil }
        return Program(state: AppState(width: 80, height: 24), services: services, terminal: keys)
    }

    @Test func nothingTypedForTheIdleLimitEndsTheRun() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        #expect(write(fds[1], "x", 1) == 1)  // input always waiting: the loop never sleeps
        let keys = Keys()
        let program = Self.program(keys)
        program.idleLimit = 30 * 60
        // Each pass of the loop reads the clock once: ten minutes go by per pass, and keys come in
        // the first three passes, so the run ends on the idle limit after them, not before.
        keys.pending = [.key(.character("?")), .key(.character("?")), .key(.character("?"))]
        let wake = try WakePipe()
        var passes = 0
        program.run(
            input: fds[0], wakeUp: wake,
            shouldStop: {
                passes += 1
                return passes > 20
            }, now: Self.clock(step: 600))
        #expect(program.ending == .idle)
        #expect(passes > 3 && passes < 10)
    }

    @Test func withoutALimitOnlyAStopEndsIt() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        #expect(write(fds[1], "x", 1) == 1)
        let program = Self.program(Keys())
        var passes = 0
        program.run(
            input: fds[0], wakeUp: try WakePipe(),
            shouldStop: {
                passes += 1
                return passes > 3
            }, now: Self.clock(step: 86_400))
        #expect(program.ending == .stopped)
    }

    @Test func aTerminalThatGoesAwayIsAHangUp() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        close(fds[1])
        let program = Self.program(Keys())
        program.idleLimit = 3600
        var passes = 0
        program.run(
            input: fds[0], wakeUp: try WakePipe(),
            shouldStop: {
                passes += 1
                return passes > 20
            }, now: Self.clock(step: 2))
        #expect(program.ending == .hungUp)
    }
}
