import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

#if canImport(Glibc)
    import Glibc
#endif

/// `shopterm ssh-session`: one shopper's storefront in a process of its own, what shopterm-relay
/// runs when no storefront worker takes the session (or sshd's ForceCommand itself, with
/// `--workers 0`): the shopper is the key sshd accepted, and nothing the client sent but its
/// terminal reaches the storefront, which runs in this same process, the way a worker's does
/// (``ShopperArrival``).
struct SSHSessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ssh-session", abstract: "One shopper's session of serve-ssh (run by sshd).", shouldDisplay: false)

    @OptionGroup var kiosk: KioskOptions

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard isatty(0) == 1 else {
            Console.error("shopterm: this shop needs a terminal: connect with ssh -t (or without a command)")
            throw ExitCode(1)
        }
        let folder = kiosk.folder
        let arrival: ShopperArrival
        do throws(ShopperArrival.Refusal) {
            arrival = try Self.arrival(kiosk: kiosk, environment: environment, account: getuid())
            try arrival.checkTerminal()
        } catch {
            Console.error(error.description)
            throw ExitCode(1)
        }
        let guest = arrival.guest
        let options = try StoreOptions.parse(kiosk.storeArguments)
        try SSHHost.limitSession()
        // curses and the locale read this process's environment: it holds the terminal type and
        // what its entry and locale allow (curses draws ASCII stand-ins under LANG=C), nothing of
        // the client's nor of the server's user; libpq reads the database's password file there.
        let terminal = arrival.terminal
        var variables = ["TERM=\(terminal.type)", "LANG=\(terminal.unicode ? "C.UTF-8" : "C")", "PATH=/usr/bin:/bin", "HOME=/nonexistent"]
        if !guest, let passwords = folder.readablePasswords() { variables.append("PGPASSFILE=\(passwords.path)") }
        variables += terminal.environment.filter { $0.key != "TERM" }.map { "\($0.key)=\($0.value)" }
        SSHHost.replaceEnvironment(with: variables)
        let said: KioskProblems.Said
        do {
            let session = try StoreSession.make(options, greets: false, environment: Self.storeEnvironment(folder, guest: guest))
            session.client.limitTime(to: nil)  // the storefront runs as long as the shopper shops
            let storefront = arrival.storefront(kiosk.storefronts(session))
            let mouse = terminal.mouse
            switch await Storefront.onUIThread({ arrival.shop(storefront) { try $0.runOnCurses(mouse: mouse) } }) {
            case .success(let outcome):
                for line in arrival.farewell(outcome, idleMinutes: kiosk.idleMinutes, stopped: false) { Console.print(line) }
                if outcome.status != 0 { throw ExitCode(outcome.status) }
                return
            case .failure(let failure): said = failure
            }
        } catch let error as ExitCode {
            throw error
        } catch {
            said = arrival.problems.told(error)
        }
        // The operator reads it whole on serve-ssh's stderr; the shopper, without the server's internals.
        Console.error("shopterm: \(said)")
        throw ExitCode(1)
    }

    /// The shopper sshd let in as `account` (a guest by their account), from sshd's `environment`.
    static func arrival(kiosk: KioskOptions, environment: [String: String], account: uid_t) throws(ShopperArrival.Refusal) -> ShopperArrival {
        let guest = ShopperArrival.isGuest(account: account, guestAccount: kiosk.guestAccount)
        return try ShopperArrival(
            hello: .fromSSHD(environment: environment), guest: guest, database: kiosk.folder.database(),
            logSocket: kiosk.folder.logSocket(guest: guest).path)
    }

    /// What the store's configuration reads: the folders the sessions keep their state and
    /// cache in, and the private token when serve-ssh was given one.
    private static func storeEnvironment(_ folder: ServingFolder, guest: Bool) -> [String: String] {
        let directories = folder.directories(guest: guest)
        var environment = [
            "HOME": "/nonexistent", "XDG_CONFIG_HOME": directories.config.path, "XDG_STATE_HOME": directories.state.path,
            "XDG_CACHE_HOME": directories.cache.path,
        ]
        if let token = folder.token(guest: guest) { environment["SHOPTERM_TOKEN"] = token }
        return environment
    }
}
