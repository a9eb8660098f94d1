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
/// terminal reaches the storefront, which runs in this same process.
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
        let folder = ServingFolder(URL(fileURLWithPath: kiosk.state))
        let me = getpwuid(getuid()).map { String(cString: $0.pointee.pw_name) }
        let guest = kiosk.guestUser != nil && me == kiosk.guestUser
        let shopperID: String
        var shopper: [String]
        if guest {
            // A guest (no key): a cart for this session only, under a name made for it.
            shopperID = ShopperKey.guest()
            shopper = ["\(KioskShopperEnvironment.shopper)=\(shopperID)", "\(KioskShopperEnvironment.guest)=1"]
        } else {
            guard let authFile = environment["SSH_USER_AUTH"], let info = try? String(contentsOfFile: authFile, encoding: .utf8),
                let fingerprint = ShopperKey.fingerprint(authInfo: info)
            else {
                Console.error("shopterm: connect with a key (ssh-keygen makes one): your key is your cart")
                throw ExitCode(1)
            }
            // Where the database is: a file serve-ssh wrote for the shoppers' account alone.
            guard let database = folder.database()?.reference else {
                Console.error("shopterm: this shop is not ready; try again in a moment")
                throw ExitCode(1)
            }
            shopperID = ShopperKey.id(fingerprint: fingerprint)
            shopper = ["\(KioskShopperEnvironment.shopper)=\(shopperID)", "\(KioskShopperEnvironment.database)=\(database)"]
        }
        let problems = KioskProblems(socket: folder.logSocket(guest: guest).path, shopper: shopperID)
        // Drawn as the shopper's terminal can show (its terminfo entry, the locale the client sent).
        let terminal = ShopperTerminal.of(terminalType: environment["TERM"], locale: environment.filter { ShopperLocale.variables.contains($0.key) })
        guard terminal.drawable else {
            problems.tell("the shopper's terminal (\(terminal.type)) cannot draw the storefront")
            Console.error(terminal.cannotDraw)
            throw ExitCode(1)
        }
        let token = folder.token(guest: guest)
        let directories = folder.directories(guest: guest)
        // A clean environment: nothing of the client's (nor of the server's user) but the terminal
        // type and what its entry and locale allow (curses draws ASCII stand-ins under LANG=C).
        var variables =
            [
                "TERM=\(terminal.type)", "LANG=\(terminal.unicode ? "C.UTF-8" : "C")", "PATH=/usr/bin:/bin", "HOME=/nonexistent",
                "XDG_CONFIG_HOME=\(directories.config.path)", "XDG_STATE_HOME=\(directories.state.path)",
                "XDG_CACHE_HOME=\(directories.cache.path)", "\(SessionLog.environmentKey)=\(folder.logSocket(guest: guest).path)",
                "\(KioskShopperEnvironment.sharedCatalogSeconds)=\(kiosk.catalogSeconds)",
            ] + shopper
        if !kiosk.behindProxy, let address = ShopperKey.address(sshConnection: environment["SSH_CONNECTION"]) {
            variables.append("\(KioskShopperEnvironment.buyerIP)=\(address)")
        }
        if let token { variables.append("SHOPTERM_TOKEN=\(token)") }
        // The database's password, when serve-ssh was given one in PGPASSFILE (its copy, the shoppers' own).
        if !guest, let passwords = folder.readablePasswords() { variables.append("PGPASSFILE=\(passwords.path)") }
        variables += terminal.environment.filter { $0.key != "TERM" }.map { "\($0.key)=\($0.value)" }
        let arguments =
            ["--kiosk", "--idle-minutes", String(kiosk.idleMinutes)] + (kiosk.noAccounts ? ["--no-accounts"] : [])
            + (terminal.mouse ? [] : ["--no-mouse"])
            + kiosk.storeArguments
        try SSHHost.limitSession()
        // The storefront sees this environment and nothing else (curses and the locale read it too).
        SSHHost.replaceEnvironment(with: variables)
        let storefront = try BrowseCommand.parse(arguments)
        do {
            try await storefront.run()
        } catch let error where !(error is ExitCode) {
            // The operator reads it whole on serve-ssh's stderr; the shopper, without the server's internals.
            Console.error("shopterm: \(problems.told(error))")
            throw ExitCode(1)
        }
    }
}
