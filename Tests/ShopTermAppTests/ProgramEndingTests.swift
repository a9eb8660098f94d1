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
        Program(state: AppState(width: 80, height: 24), services: .failing, terminal: keys)
    }

    /// Runs `program` on a pipe whose other end has input always waiting (the loop never sleeps),
    /// or is closed (`hungUp`), until it ends or `shouldStop` has been asked `limit` times; each
    /// pass of the loop moves the clock `step` seconds. Returns how many passes there were.
    static func run(_ program: Program, hungUp: Bool = false, limit: Int, step: TimeInterval) throws -> Int {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        if hungUp {
            close(fds[1])
        } else {
            #expect(write(fds[1], "x", 1) == 1)
        }
        defer { if !hungUp { close(fds[1]) } }
        var passes = 0
        program.run(
            input: fds[0], wakeUp: try WakePipe(),
            shouldStop: {
                passes += 1
                return passes > limit
            }, now: clock(step: step))
        return passes
    }

    @Test func nothingTypedForTheIdleLimitEndsTheRun() throws {
        let keys = Keys()
        let program = Self.program(keys)
        program.idleLimit = 30 * 60
        // Each pass of the loop reads the clock once: ten minutes go by per pass, and keys come in
        // the first three passes, so the run ends on the idle limit after them, not before.
        keys.pending = [.key(.character("?")), .key(.character("?")), .key(.character("?"))]
        let passes = try Self.run(program, limit: 20, step: 600)
        #expect(program.ending == .idle)
        #expect(passes > 3 && passes < 10)
    }

    @Test func withoutALimitOnlyAStopEndsIt() throws {
        let program = Self.program(Keys())
        _ = try Self.run(program, limit: 3, step: 86_400)
        #expect(program.ending == .stopped)
    }

    @Test func aTerminalThatGoesAwayIsAHangUp() throws {
        let program = Self.program(Keys())
        program.idleLimit = 3600
        _ = try Self.run(program, hungUp: true, limit: 20, step: 2)
        #expect(program.ending == .hungUp)
    }
}
