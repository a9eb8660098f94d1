import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// serve-ssh's children (sshd and the storefront workers), which must end with serve-ssh
/// however it ends, `kill -9` included: each is started through `setpriv --pdeathsig TERM`
/// (util-linux), so the kernel sends it SIGTERM when serve-ssh is gone. Linux sends that signal
/// when the *thread* that started the child ends, so every child is started from one thread
/// that lives as long as serve-ssh (``Launcher``), never from a pool thread that may retire.
package enum ChildProcess {
    /// A command's standard descriptors: a descriptor of serve-ssh's to give it, or nil for
    /// /dev/null.
    package struct Descriptors {
        package var input: Int32?
        package var output: Int32?
        package var error: Int32?
    }

    /// Starts `command` (its first word a path) with `environment` (nil: serve-ssh's own) and
    /// `descriptors`, as `user` (uid, gid) when given; its process ID.
    package static func spawn(_ command: [String], user: (uid: uid_t, gid: gid_t)? = nil, environment: [String: String]?, descriptors: Descriptors)
        throws -> pid_t
    {
        let switching = user.map { ["--reuid=\($0.uid)", "--regid=\($0.gid)", "--init-groups"] } ?? []
        let full = ["/usr/bin/setpriv"] + switching + ["--pdeathsig", "TERM", "--"] + command
        let variables = environment.map { $0.map { "\($0.key)=\($0.value)" } } ?? ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let (pid, failed) = Launcher.shared.run { Self.posixSpawn(full, environment: variables, descriptors: descriptors) }
        guard failed == 0 else { throw SSHServeError("cannot start \(command[0]): \(String(cString: strerror(failed)))") }
        return pid
    }

    /// posix_spawn's process ID and its error number (0: started).
    private static func posixSpawn(_ command: [String], environment: [String], descriptors: Descriptors) -> (pid_t, Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, given) in [(Int32(0), descriptors.input), (1, descriptors.output), (2, descriptors.error)] {
            if let given {
                posix_spawn_file_actions_adddup2(&actions, given, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        // Signals as a new program has them: serve-ssh ignores the ones it watches.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.map { strdup($0) } + [nil]
        defer { for pointer in arguments + variables { free(pointer) } }
        var pid: pid_t = 0
        let failed = posix_spawn(&pid, command[0], &actions, &attributes, arguments, variables)
        return (pid, failed)
    }

    /// The one thread serve-ssh's children are started from.
    package final class Launcher: @unchecked Sendable {
        /// The launcher, started on first use.
        package static let shared = Launcher()
        private let condition = NSCondition()
        /// Guarded by `condition`.
        private var queue: [() -> Void] = []

        private init() {
            let thread = Thread { [self] in loop() }
            thread.name = "shopterm-launcher"
            thread.start()
        }

        /// Runs `body` on the launcher's thread and returns what it returned.
        package func run<T>(_ body: @escaping () -> T) -> T {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var result: T?
            condition.lock()
            queue.append {
                result = body()
                done.signal()
            }
            condition.signal()
            condition.unlock()
            done.wait()
            return result!
        }

        private func loop() {
            while true {
                condition.lock()
                while queue.isEmpty { condition.wait() }
                let next = queue.removeFirst()
                condition.unlock()
                next()
            }
        }
    }
}
