import Dispatch
import Foundation
import ShopTermApp
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// sshd run in the foreground with serve-ssh's configuration: the address checked, the
/// configuration checked (`sshd -t`), then started, its log passed on through ``SSHDLog``; ready
/// once its port takes connections and a shopper can log in; stopped on SIGTERM or SIGINT
/// after the sessions under it have ended (each restoring its shopper's terminal). SIGHUP is
/// handed to `reload`.
package struct SSHDaemon {
    package let sshd: String
    package let serving: SSHServing
    package let log: SSHDLog

    /// What the caller does at each stage.
    package struct Stages {
        /// Once sshd listens: proves a shopper gets in (throws when one cannot), then says so.
        package var ready: () async throws -> Void
        /// On SIGHUP.
        package var reload: @Sendable () -> Void
        /// On a stop, before sshd is stopped: ends the sessions (the workers).
        package var endSessions: () -> Void

        /// The caller's stages.
        package init(ready: @escaping () async throws -> Void, reload: @escaping @Sendable () -> Void, endSessions: @escaping () -> Void) {
            self.ready = ready
            self.reload = reload
            self.endSessions = endSessions
        }
    }

    /// sshd at `sshd`, configured by `serving`, its log read through `log`.
    package init(sshd: String, serving: SSHServing, log: SSHDLog) {
        self.sshd = sshd
        self.serving = serving
        self.log = log
    }

    /// Runs sshd until a stop signal (or until sshd ends).
    package func run(_ stages: Stages) async throws {
        try ListenAddress.checkFree(serving.listen, port: serving.port)
        try SSHHost.run(sshd, ["-t", "-f", serving.configFile.path])
        let stop = Atomic<Int32>(0)
        let reload = stages.reload
        let sources = watchSignals([SIGTERM, SIGINT]) { stop.store($0, ordering: .relaxed) } + watchSignals([SIGHUP]) { _ in reload() }
        defer { for source in sources { source.cancel() } }
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw SSHServeError("cannot make a pipe for sshd's log") }
        for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(
                [sshd, "-D", "-e", "-f", serving.configFile.path], environment: nil, descriptors: .init(input: nil, output: nil, error: pipe[1]))
        } catch {
            close(pipe[0])
            close(pipe[1])
            throw error
        }
        close(pipe[1])
        log.read(from: pipe[0])
        var ended = false
        defer {
            if !ended {
                stages.endSessions()
                Self.stop(pid)
            }
        }
        var listening = false
        while stop.load(ordering: .relaxed) == 0 {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                stages.endSessions()
                throw SSHServeError("sshd stopped (\(Self.describe(status))); its reason is above")
            }
            if !listening, ListenAddress.accepts(serving.listen, port: serving.port) {
                listening = true
                try await stages.ready()
            }
            try? await Task.sleep(nanoseconds: listening ? 200_000_000 : 50_000_000)
        }
    }

    /// "exit 255", or "signal 9".
    package static func describe(_ status: Int32) -> String {
        status & 0x7F != 0 ? "signal \(status & 0x7F)" : "exit \((status >> 8) & 0xFF)"
    }

    /// Ends sshd and every process still under it (the sessions sshd started with setsid: the
    /// sessions in processes of their own first, so that each restores its shopper's terminal
    /// while the connection still stands), then waits.
    package static func stop(_ pid: pid_t) {
        let sessions = descendants(of: pid).filter { command(of: $0).contains("ssh-session") }
        for session in sessions { kill(session, SIGTERM) }
        for _ in 0..<30 where sessions.contains(where: { kill($0, 0) == 0 }) { usleep(100_000) }
        let everyone = [pid] + descendants(of: pid)
        for process in everyone { kill(process, SIGTERM) }
        for _ in 0..<50 where everyone.contains(where: { kill($0, 0) == 0 && !isZombie($0) }) { usleep(100_000) }
        for process in everyone where kill(process, 0) == 0 { kill(process, SIGKILL) }
        waitpid(pid, nil, 0)
    }

    /// A process's command line, its words joined by spaces.
    private static func command(of pid: pid_t) -> String {
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        return String(decoding: bytes.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
    }

    private static func isZombie(_ pid: pid_t) -> Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// Every process descended from `root`, read from /proc.
    package static func descendants(of root: pid_t) -> [pid_t] {
        var parents: [pid_t: pid_t] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[pid] = parent }
        }
        var found: [pid_t] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            let children = parents.filter { $0.value == next }.map(\.key)
            found += children
            frontier += children
        }
        return found
    }
}
