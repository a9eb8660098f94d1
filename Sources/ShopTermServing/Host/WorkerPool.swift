import Foundation
import ShopTermApp
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// serve-ssh's storefront workers: started as the shoppers' account, each given the workers'
/// listening socket as its standard input, and started again when one ends while serving (a
/// crash ends that worker's sessions only; the next shoppers go to the others meanwhile).
package final class WorkerPool: Sendable {
    private let serving: SSHServing
    private let host: SSHHost
    private let listener: Int32
    /// The running workers' process IDs, by worker number.
    private let workers = Mutex<[Int: pid_t]>([:])
    /// Workers replaced by a reload: they take no new session and end when their last does.
    private let draining = Mutex<Set<pid_t>>([])
    private let stopping = Atomic<Bool>(false)

    package init(serving: SSHServing, host: SSHHost, listener: Int32) {
        self.serving = serving
        self.host = host
        self.listener = listener
    }

    /// Starts ``SSHServing/workers`` workers, and a thread that notices one ending.
    package func start() throws {
        for index in 0..<serving.workers { try spawn(index) }
        let thread = Thread { [self] in watch() }
        thread.name = "shopterm-workers"
        thread.start()
    }

    /// Ends every worker (each ends its sessions, saying so), waiting at most 6 s.
    package func stop() {
        guard !stopping.exchange(true, ordering: .relaxed) else { return }
        let all = workers.withLock { Array($0.values) } + draining.withLock { Array($0) }
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

    /// Replaces every worker by a new one (which reads the store anew: a catalog read again),
    /// so that every new session sees the same version; each old worker takes no new session
    /// (SIGUSR1) and ends when its last session does.
    package func replaceAll() {
        for (index, pid) in workers.withLock({ $0 }) {
            draining.withLock { _ = $0.insert(pid) }
            kill(pid, SIGUSR1)
            do {
                try spawn(index)
            } catch {
                StandardError.write("serve-ssh: cannot start storefront worker \(index + 1): \(error)")
            }
        }
    }

    /// Twice a second: a worker that ended is said, and started again after a second; a
    /// replaced worker that ended is reaped.
    private func watch() {
        while !stopping.load(ordering: .relaxed) {
            usleep(500_000)
            for pid in draining.withLock({ $0 }) where waitpid(pid, nil, WNOHANG) == pid {
                draining.withLock { _ = $0.remove(pid) }
            }
            for (index, pid) in workers.withLock({ $0 }) {
                var status: Int32 = 0
                guard !stopping.load(ordering: .relaxed), waitpid(pid, &status, WNOHANG) == pid else { continue }
                workers.withLock { _ = $0.removeValue(forKey: index) }
                let signalled = status & 0x7F
                let how = signalled != 0 ? "signal \(signalled)" : "exit \((status >> 8) & 0xFF)"
                StandardError.write("serve-ssh: storefront worker \(index + 1) ended (\(how)), and its sessions with it; starting it again")
                usleep(1_000_000)
                do {
                    try spawn(index)
                } catch {
                    StandardError.write("serve-ssh: cannot start storefront worker \(index + 1): \(error)")
                }
            }
        }
    }

    /// Starts worker `index` as the shoppers' account (when serve-ssh is root), the listening
    /// socket its standard input; it ends with serve-ssh however serve-ssh ends (ChildProcess).
    private func spawn(_ index: Int) throws {
        let pid = try ChildProcess.spawn(
            [serving.shopterm.path] + serving.workerArguments, user: host.isRoot ? (host.uid, host.gid) : nil,
            environment: serving.workerEnvironment, descriptors: .init(input: listener, output: nil, error: nil))
        workers.withLock { $0[index] = pid }
    }
}
