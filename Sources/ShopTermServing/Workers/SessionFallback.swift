import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// The relay's fallback when no worker takes a session (`shopterm ssh-session`, or sshd's
/// ForceCommand itself with `--workers 0`): one shopper's storefront in a process of its own,
/// the shopper arrived as a worker's does (``ShopperArrival``), the storefront on curses. What
/// the command neither parses, draws nor prints is here.
package enum SessionFallback {
    /// The shopper sshd let in as `account` (a guest by their account), from sshd's `environment`.
    package static func arrival(
        _ kiosk: KioskSettings, environment: [String: String], account: uid_t
    ) throws(ShopperArrival.Refusal) -> ShopperArrival {
        let guest = ShopperArrival.isGuest(account: account, guestAccount: kiosk.guestAccount)
        return try ShopperArrival(
            hello: .fromSSHD(environment: environment), guest: guest, database: kiosk.folder.database(),
            logSocket: kiosk.folder.logSocket(guest: guest).path)
    }

    /// This process's whole environment ("NAME=value") while `arrival`'s storefront runs: curses
    /// and the locale read it, so it holds the terminal type and what its entry and locale allow
    /// (curses draws ASCII stand-ins under LANG=C), nothing of the client's nor of the server's
    /// user; libpq reads the database's password file there.
    package static func processEnvironment(_ arrival: ShopperArrival, folder: ServingFolder) -> [String] {
        let terminal = arrival.terminal
        var variables = ["TERM=\(terminal.type)", "LANG=\(terminal.unicode ? "C.UTF-8" : "C")", "PATH=/usr/bin:/bin", "HOME=/nonexistent"]
        if !arrival.guest, let passwords = folder.readablePasswords() { variables.append("PGPASSFILE=\(passwords.path)") }
        return variables + terminal.environment.filter { $0.key != "TERM" }.map { "\($0.key)=\($0.value)" }
    }

    /// What the store's configuration reads: the folders the sessions keep their state and
    /// cache in, and the private token when serve-ssh was given one.
    package static func storeEnvironment(_ folder: ServingFolder, guest: Bool) -> [String: String] {
        let directories = folder.directories(guest: guest)
        var environment = [
            "HOME": "/nonexistent", "XDG_CONFIG_HOME": directories.config.path, "XDG_STATE_HOME": directories.state.path,
            "XDG_CACHE_HOME": directories.cache.path,
        ]
        if let token = folder.token(guest: guest) { environment["SHOPTERM_TOKEN"] = token }
        return environment
    }
}
