import Foundation
import StoreKitCore

extension SSHServer.Options {
    /// What is wrong with these options, as `serve-ssh`'s usage error says it (exit 2), the
    /// first found; nil when nothing is. A secret file others may read is refused here too
    /// (another failure to read it is thrown).
    package func problem() throws -> String? {
        let ranges: [(flag: String, value: Int, range: ClosedRange<Int>)] = [
            ("--port", port, 1...65_535), ("--catalog-seconds", catalogSeconds, 1...86_400), ("--forget-after-days", forgetAfterDays, 1...3650),
            ("--idle-minutes", idleMinutes, 1...1440), ("--workers", workers, 0...256), ("--sessions-per-worker", sessionsPerWorker, 1...100_000),
        ]
        for (flag, value, range) in ranges where !range.contains(value) {
            return "\(flag) must be between \(range.lowerBound) and \(range.upperBound)"
        }
        guard ListenAddress.isAddress(listen) else { return "--listen takes an IP address, e.g. 127.0.0.1, 0.0.0.0 or ::" }
        if let shop {
            do { _ = try ShopEndpoint(parsing: shop) } catch { return "--shop: \(error.description)" }
            if catalog != nil || demoSize != nil { return "--catalog and --demo-size are for the embedded store, not --shop" }
        }
        do {
            if let tokenFile { try SecretFile(tokenFile, flag: TokenFile.flag).check() }
            if let hostKey { try SecretFile(hostKey, flag: "--host-key").check() }
        } catch let refusal as SecretFile.Refusal {
            return refusal.description
        }
        for (flag, name) in [("--user", user), ("--guest-user", guestUser)]
        where name.range(of: #"^[a-z_][a-z0-9_-]{0,31}$"#, options: .regularExpression) == nil {
            return "\(flag) takes a user name, e.g. \(flag == "--user" ? "shop" : "guest")"
        }
        return nil
    }
}
