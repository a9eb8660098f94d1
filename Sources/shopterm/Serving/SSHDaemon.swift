import Dispatch
import Foundation
import ShopTermApp
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// sshd run in the foreground with serve-ssh's configuration: checked first (`sshd -t`), then
/// started; ready once its port takes connections; stopped, with every session under it, on
/// SIGTERM, SIGINT or SIGHUP.
struct SSHDaemon {
    let sshd: String
    let serving: SSHServing

    /// Runs sshd until a stop signal (or until sshd ends); `ready` is called once it listens.
    func run(ready: () -> Void) async throws {
        // Something else on the port would answer the readiness probe for an sshd that failed.
        if Self.accepts(host: serving.listen == "0.0.0.0" ? "127.0.0.1" : serving.listen, port: serving.port) {
            throw SSHServeError("port \(serving.port) on \(serving.listen) is in use (another serve-ssh or sshd?)")
        }
        try SSHHost.run(sshd, ["-t", "-f", serving.configFile.path])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: sshd)
        process.arguments = ["-D", "-e", "-f", serving.configFile.path]
        let stop = Atomic<Int32>(0)
        let sources = watchSignals([SIGTERM, SIGINT, SIGHUP]) { stop.store($0, ordering: .relaxed) }
        defer { for source in sources { source.cancel() } }
        try process.run()
        defer { Self.stop(process) }
        var listening = false
        while process.isRunning, stop.load(ordering: .relaxed) == 0 {
            if !listening, Self.accepts(host: serving.listen == "0.0.0.0" ? "127.0.0.1" : serving.listen, port: serving.port) {
                listening = true
                ready()
            }
            try? await Task.sleep(nanoseconds: listening ? 200_000_000 : 50_000_000)
        }
        if !process.isRunning, stop.load(ordering: .relaxed) == 0 {
            throw SSHServeError("sshd stopped (exit \(process.terminationStatus)); its reason is above")
        }
    }

    /// True when a TCP connection to `host`:`port` is taken.
    static func accepts(host: String, port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return false }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    /// Ends sshd and every process under it (the sessions sshd started with setsid), then waits.
    static func stop(_ process: Process) {
        guard process.processIdentifier > 0 else { return }
        let everyone = [process.processIdentifier] + descendants(of: process.processIdentifier)
        for pid in everyone { kill(pid, SIGTERM) }
        for _ in 0..<50 where everyone.contains(where: { kill($0, 0) == 0 }) { usleep(100_000) }
        for pid in everyone where kill(pid, 0) == 0 { kill(pid, SIGKILL) }
        process.waitUntilExit()
    }

    /// Every process descended from `root`, read from /proc.
    static func descendants(of root: pid_t) -> [pid_t] {
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
