import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

extension StorefrontWorker {
    /// A worker's bounds: as many descriptors as the system gives (each session holds its pty,
    /// its relay and a wake-up pipe); no core file (it would hold many shoppers' sessions); its
    /// memory, so that one runaway session ends this worker's sessions, not the host's.
    package static func limit(sessions: Int) throws {
        var files = rlimit()
        if getrlimit(__rlimit_resource_t(UInt32(RLIMIT_NOFILE.rawValue)), &files) == 0 {
            files.rlim_cur = min(files.rlim_max, 65_536)
            _ = setrlimit(__rlimit_resource_t(UInt32(RLIMIT_NOFILE.rawValue)), &files)
        }
        let megabyte: rlim_t = 1 << 20
        for (resource, value) in [(RLIMIT_CORE, 0), (RLIMIT_DATA, 512 * megabyte + rlim_t(sessions) * workerDataPerSession)] {
            var limit = rlimit(rlim_cur: value, rlim_max: value)
            guard setrlimit(__rlimit_resource_t(UInt32(resource.rawValue)), &limit) == 0 else {
                throw SSHServeError("cannot bound the worker: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// What a worker's data limit allows each session: its thread's stack and several times
    /// what a session is measured to use (docs/performance.md).
    package static let workerDataPerSession: rlim_t = 8 << 20

    /// ``serve()`` on a thread of its own: accepting blocks in poll(), and must not hold one of
    /// the few threads that run the requests.
    package func serveOnItsThread() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                self.serve()
                continuation.resume()
            }
            thread.name = "shopterm-worker"
            thread.start()
        }
    }
}
