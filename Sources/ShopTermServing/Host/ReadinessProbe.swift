import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// serve-ssh's proof, before it says "serving", that a shopper gets in: OpenSSH's own client
/// logs in with a throwaway key (and, with guests, with none) and gets as far as the storefront,
/// which answers a session with no terminal with "this shop needs a terminal". Everything sshd
/// checks on the way is checked for real: the key command (its folder's safety, the keys user's
/// reach), the account, the session command and the copy of shopterm it runs.
package struct ReadinessProbe {
    package let serving: SSHServing
    package let log: SSHDLog
    /// OpenSSH's client.
    package var ssh = "/usr/bin/ssh"

    /// The probe of the host `serving` describes, reading sshd's `log`.
    package init(serving: SSHServing, log: SSHDLog) {
        self.serving = serving
        self.log = log
    }

    /// What the storefront says to a session with no terminal (SSHSessionCommand).
    package static let storefrontAnswer = "this shop needs a terminal"

    /// Logs in as the shoppers (and the guests); throws one line saying what refused it.
    package func check() throws {
        guard FileManager.default.isExecutableFile(atPath: ssh) else {
            throw SSHServeError("cannot check that shoppers get in: OpenSSH's client \(ssh) is missing (Debian: apt-get install openssh-client)")
        }
        let folder = try FileManager.default.url(
            for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: URL(fileURLWithPath: NSTemporaryDirectory()), create: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("probe").path
        try SSHHost.run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "shopterm readiness", "-f", key])
        let publicKey = (try? String(contentsOfFile: key + ".pub", encoding: .utf8)) ?? ""
        if let fingerprint = ShopperKey.fingerprint(authInfo: "publickey " + publicKey) {
            log.updateFilter { $0.probeFingerprints.insert(fingerprint) }
        }
        try login(as: serving.user, options: ["-i", key, "-o", "IdentitiesOnly=yes", "-o", "PubkeyAuthentication=yes"])
        if let guest = serving.guestUser {
            log.updateFilter { $0.probingGuest = true }
            defer { log.updateFilter { $0.probingGuest = false } }
            try login(as: guest, options: ["-o", "PubkeyAuthentication=no"])
        }
    }

    private func login(as user: String, options: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ssh)
        process.currentDirectoryURL = SSHHost.helperDirectory
        process.arguments =
            ["-T", "-F", "/dev/null", "-p", String(serving.port)] + options + [
                "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
                "-o", "ConnectTimeout=10", "-o", "PasswordAuthentication=no", "-o", "KbdInteractiveAuthentication=no",
                "\(user)@\(ListenAddress.local(serving.listen))",
            ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let timer = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: timer)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        timer.cancel()
        guard !said.contains(Self.storefrontAnswer) else { return }
        let client = said.split(separator: "\n").last.map { SessionLog.printable(Array($0.utf8)) } ?? "exit \(process.terminationStatus)"
        let sshd = log.lastLines.last { Self.explains($0) }.map { "; sshd said: \($0)" } ?? ""
        throw SSHServeError("a test login as \(user) did not reach the storefront (ssh said: \(client)\(sshd)); shoppers would be refused")
    }

    /// True for a line of sshd's that says why a login failed.
    package static func explains(_ line: String) -> Bool {
        ["Could not", "Unsafe", "bad ownership", "Permission denied", "not allowed", "refused", "error", "fatal"].contains { line.contains($0) }
    }
}
