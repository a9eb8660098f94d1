import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#endif

/// One shopper's way from their hello to a running storefront, the same in serve-ssh's
/// storefront workers and in its one-process sessions (`ssh-session`): who they are (a guest,
/// or the key sshd accepted: ``ShopperKey``), where their cart is kept (``ShopperKeeping``), the
/// storefront opened for them (``KioskStorefronts``), and their session's lines in serve-ssh's
/// log (``SessionLog``).
public struct ShopperArrival: Sendable {
    /// The shopper: a hash of their key's fingerprint, or a name made for a guest.
    public let shopper: String
    /// A guest (no key): their cart lasts the session, in memory.
    public let guest: Bool
    /// How their terminal is drawn (the `TERM` and locale their client sent).
    public let terminal: ShopperTerminal
    /// What fails in their session: told to serve-ssh's log, shown to them without internals.
    public let problems: KioskProblems
    private let hello: RelayHello
    private let logSocket: String
    private let keeping: @Sendable (_ shop: String) -> ShopperKeeping

    /// Why a shopper is turned away, in the one line they are told.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// Not a guest, and no key came (a password, keyboard-interactive…).
        case noKey
        /// serve-ssh has not yet said where the shoppers' database is.
        case notReady
        /// Their terminal cannot draw the storefront.
        case cannotDraw(ShopperTerminal)

        public var description: String {
            switch self {
            case .noKey: "shopterm: connect with a key (ssh-keygen makes one): your key is your cart"
            case .notReady: "shopterm: this shop is not ready; try again in a moment"
            case .cannotDraw(let terminal): terminal.cannotDraw
            }
        }
    }

    /// What a guest is told when the storefront opens.
    public static let guestNotice = "You are a guest: this cart lasts this session. Connect with a key (ssh-keygen makes one) to keep it."

    /// True when the session's account, `account` (the relay's peer, or this process's own), is
    /// the guests' (`guestAccount`, nil when serve-ssh lets no guest in).
    public static func isGuest(account: uid_t, guestAccount: uid_t?) -> Bool {
        guestAccount.map { account == $0 } ?? false
    }

    /// The shopper who said `hello`: a guest (a name made for this session, a cart in memory),
    /// or the key sshd accepted (its row in the shoppers' `database`); their problems and
    /// session lines go to serve-ssh's log socket at `logSocket`.
    public init(hello: RelayHello, guest: Bool, database: ShopperDatabaseLocation?, logSocket: String) throws(Refusal) {
        if guest {
            let shopper = ShopperKey.guest()
            self.shopper = shopper
            keeping = { _ in .memory(notice: Self.guestNotice) }
        } else {
            guard let info = hello.authInfo, let fingerprint = ShopperKey.fingerprint(authInfo: info) else { throw .noKey }
            guard let database else { throw .notReady }
            let shopper = ShopperKey.id(fingerprint: fingerprint)
            self.shopper = shopper
            keeping = { shop in .database(ShopperDatabase(location: database), shop: shop, shopper: shopper) }
        }
        self.guest = guest
        self.hello = hello
        self.logSocket = logSocket
        terminal = ShopperTerminal.of(terminalType: hello.terminalType, locale: hello.locale)
        problems = KioskProblems(socket: logSocket, shopper: shopper)
    }

    /// Refuses a terminal that cannot draw the storefront (and tells serve-ssh's log why).
    public func checkTerminal() throws(Refusal) {
        guard terminal.drawable else {
            problems.tell("the shopper's terminal (\(terminal.type)) cannot draw the storefront")
            throw .cannotDraw(terminal)
        }
    }

    /// The shopper's storefront, as every storefront of `storefronts` is: a kiosk, their cart
    /// kept (every failure told), the store told of their address unless a proxy hides it.
    public func storefront(_ storefronts: KioskStorefronts) -> Storefront {
        let session = storefronts.session.forShopper(
            buyerIP: storefronts.behindProxy ? nil : ShopperKey.address(sshConnection: hello.connection))
        var storefront = Storefront(session: session, keeping: problems.watching(keeping(session.shopFolder)))
        storefront.kiosk = true
        storefront.accountsOff = !storefronts.accounts
        storefront.idleLimit = TimeInterval(storefronts.idleMinutes * 60)
        storefront.sharedCatalog = storefronts.sharedCatalog
        storefront.pagesPort = storefronts.pagesPort
        storefront.problems = problems
        return storefront
    }

    /// Runs `storefront` with `run` (on the shopper's terminal), its start and end told to
    /// serve-ssh's log; an error comes back told (its problem line before the end's) and in the
    /// shopper's words.
    public func shop(
        _ storefront: Storefront, run: (Storefront) throws -> Storefront.Outcome
    ) -> Result<Storefront.Outcome, KioskProblems.Said> {
        let began = Date()
        SessionLog.send(SessionLog.startLine(shopper: shopper), to: logSocket)
        let result = Result { try run(storefront) }.mapError { problems.told($0) }
        let how = (try? result.get().ending.rawValue) ?? "error"
        SessionLog.send(SessionLog.endLine(shopper: shopper, seconds: Date().timeIntervalSince(began), how: how), to: logSocket)
        return result
    }

    /// What the shopper is told when their storefront has ended as `outcome` (`stopped`: by the
    /// shop's server), a line each.
    public func farewell(_ outcome: Storefront.Outcome, idleMinutes: Int, stopped: Bool) -> [String] {
        var lines: [String] = []
        if outcome.ending == .idle {
            lines.append(Storefront.idleGoodbye(minutes: idleMinutes, cartKept: !guest))
        } else if stopped {
            lines.append("shopterm: the shop's server stopped this session; connect again later\(guest ? "" : " (your cart is kept)").")
        }
        if let handoff = outcome.handoff { lines.append(handoff.absoluteString) }
        return lines
    }
}
