import Foundation
import ShopTermApp
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// sshd's log as serve-ssh passes it on: read from sshd's standard error line by line, its noise
/// dropped (``SSHDLogFilter``), the rest written on serve-ssh's standard error (printable
/// ASCII only). The last lines are kept to explain a failed readiness login.
package final class SSHDLog: Sendable {
    private let filter = Mutex(SSHDLogFilter())
    private let recent = Mutex<[String]>([])

    /// A log that has read nothing yet.
    package init() {}

    /// Changes the filter (the probe's keys and guest login).
    package func updateFilter(_ change: (inout SSHDLogFilter) -> Void) { filter.withLock { change(&$0) } }

    /// The last lines sshd wrote, kept or not, oldest first.
    package var lastLines: [String] { recent.withLock { $0 } }

    /// Reads `descriptor` on a thread of its own until it ends, and closes it.
    package func read(from descriptor: Int32) {
        let thread = Thread { [self] in
            defer { close(descriptor) }
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 8_192)
            while true {
                let count = Glibc.read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                pending += buffer.prefix(count)
                while let newline = pending.firstIndex(of: 0x0A) {
                    take(SessionLog.printable(Array(pending[..<newline])))
                    pending.removeSubrange(...newline)
                }
            }
            if !pending.isEmpty { take(SessionLog.printable(pending)) }
        }
        thread.name = "shopterm-sshd-log"
        thread.start()
    }

    /// One line of sshd's.
    package func take(_ line: String) {
        recent.withLock {
            $0.append(line)
            if $0.count > 20 { $0.removeFirst() }
        }
        if filter.withLock({ $0.keep(line) }) { StandardError.write(line) }
    }
}
