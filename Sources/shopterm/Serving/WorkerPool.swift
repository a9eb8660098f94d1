import Foundation
import ShopTermApp
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// serve-ssh's storefront workers: started as the shoppers' account, each given the workers'
/// listening socket as its standard input, and started again when one ends while serving (a
/// crash ends that worker's sessions only; the next shoppers go to the others meanwhile).
final class WorkerPool: Sendable {
    private let serving: SSHServing
    private let host: SSHHost
    private let listener: Int32
    /// The running workers' process IDs, by worker number.
    private let workers = Mutex<[Int: pid_t]>([:])
    private let stopping = Atomic<Bool>(false)

    init(serving: SSHServing, host: SSHHost, listener: Int32) {
        self.serving = serving
        self.host = host
        self.listener = listener
    }

    /// Starts ``SSHServing/workers`` workers, and a thread that notices one ending.
    func start() throws {
        for index in 0..<serving.workers { try spawn(index) }
        let thread = Thread { [self] in watch() }
        thread.name = "shopterm-workers"
        thread.start()
    }

    /// Ends every worker (each ends its sessions, saying so), waiting at most 6 s.
    func stop() {
        stopping.store(true, ordering: .relaxed)
        let all = workers.withLock { Array($0.values) }
        for pid in all { kill(pid, SIGTERM) }
        var left = Set(all)
        for _ in 0..<60 where !left.isEmpty {
            left = left.filter { waitpid($0, nil, WNOHANG) == 0 }
            if !left.isEmpty { usleep(100_000) }
        }
        for pid in left {
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
        }
    }

    /// Twice a second: a worker that ended is said, and started again after a second.
    private func watch() {
        while !stopping.load(ordering: .relaxed) {
            usleep(500_000)
            for (index, pid) in workers.withLock({ $0 }) {
                var status: Int32 = 0
                guard !stopping.load(ordering: .relaxed), waitpid(pid, &status, WNOHANG) == pid else { continue }
                workers.withLock { _ = $0.removeValue(forKey: index) }
                let signalled = status & 0x7F
                let how = signalled != 0 ? "signal \(signalled)" : "exit \((status >> 8) & 0xFF)"
                Console.error("serve-ssh: storefront worker \(index + 1) ended (\(how)), and its sessions with it; starting it again")
                usleep(1_000_000)
                do {
                    try spawn(index)
                } catch {
                    Console.error("serve-ssh: cannot start storefront worker \(index + 1): \(error)")
                }
            }
        }
    }

    /// Starts worker `index` as the shoppers' account (setpriv, from util-linux, switches
    /// before shopterm starts, when serve-ssh is root), the listening socket its standard input.
    private func spawn(_ index: Int) throws {
        let shopterm = serving.shopterm.path
        let command =
            host.isRoot
            ? ["/usr/bin/setpriv", "--reuid=\(host.uid)", "--regid=\(host.gid)", "--init-groups", "--", shopterm] + serving.workerArguments
            : [shopterm] + serving.workerArguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, listener, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
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
        let environment = serving.workerEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in arguments + environment { free(pointer) } }
        var pid: pid_t = 0
        let failed = posix_spawn(&pid, command[0], &actions, &attributes, arguments, environment)
        guard failed == 0 else { throw SSHServeError("cannot start a storefront worker: \(String(cString: strerror(failed)))") }
        workers.withLock { $0[index] = pid }
    }
}
