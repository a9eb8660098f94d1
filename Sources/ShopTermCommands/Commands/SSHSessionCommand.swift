import ArgumentParser
import Foundation
import ShopTermApp
import ShopTermServing
import StoreKitCore

#if canImport(Glibc)
    import Glibc
#endif

/// `shopterm ssh-session`: one shopper's storefront in a process of its own, what shopterm-relay
/// runs when no storefront worker takes the session (or sshd's ForceCommand itself, with
/// `--workers 0`): the shopper is the key sshd accepted, and nothing the client sent but its
/// terminal reaches the storefront, which runs in this same process on curses
/// (``SessionFallback``).
struct SSHSessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ssh-session", abstract: "One shopper's session of serve-ssh (run by sshd).", shouldDisplay: false)

    @OptionGroup var kiosk: KioskOptions

    func run() async throws {
        guard isatty(0) == 1 else {
            Console.error("shopterm: this shop needs a terminal: connect with ssh -t (or without a command)")
            throw ExitCode(1)
        }
        let settings = kiosk.settings
        let arrival: ShopperArrival
        do throws(ShopperArrival.Refusal) {
            arrival = try SessionFallback.arrival(settings, environment: ProcessInfo.processInfo.environment, account: getuid())
            try arrival.checkTerminal()
        } catch {
            Console.error(error.description)
            throw ExitCode(1)
        }
        let options = try StoreOptions.parse(kiosk.storeArguments)
        try SSHHost.limitSession()
        SSHHost.replaceEnvironment(with: SessionFallback.processEnvironment(arrival, folder: settings.folder))
        let said: KioskProblems.Said
        do {
            let session = try StoreSession.make(
                options, greets: false, environment: SessionFallback.storeEnvironment(settings.folder, guest: arrival.guest), oneShop: true)
            session.client.limitTime(to: nil)  // the storefront runs as long as the shopper shops
            let storefront = arrival.storefront(settings.storefronts(session))
            let mouse = arrival.terminal.mouse
            switch await Storefront.onUIThread({ arrival.shop(storefront) { try $0.runOnCurses(mouse: mouse) } }) {
            case .success(let outcome):
                for line in arrival.farewell(outcome, idleMinutes: settings.idleMinutes, stopped: false) { Console.print(line) }
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
}
