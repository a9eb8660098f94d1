import Foundation
import ShopTermApp
import ShopTermServing
import StoreKitCore
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// serve-ssh's two ways of running a shopper's storefront, a worker's session and a one-process
/// session (`ssh-session`), make one storefront of one hello: the same shopper (a guest by
/// their account, or their key), the same keeping, the same kiosk.
@Suite struct ShopperArrivalTests {
    /// What a storefront was made of, as one comparable value.
    struct Made: Equatable {
        var shopper: String
        var guest: Bool
        var terminal: ShopperTerminal
        var kiosk: Bool
        var accountsOff: Bool
        var idleLimit: TimeInterval?
        var sharedCatalog: SharedCatalog?
        var pagesPort: Int?
        var buyerIP: String?
        var notice: String?
        var problemsTold: Bool

        init(_ arrival: ShopperArrival, _ storefront: Storefront) {
            // A guest's name is made for their session.
            shopper = arrival.guest ? String(arrival.shopper.prefix(6)) : arrival.shopper
            guest = arrival.guest
            terminal = arrival.terminal
            kiosk = storefront.kiosk
            accountsOff = storefront.accountsOff
            idleLimit = storefront.idleLimit
            sharedCatalog = storefront.sharedCatalog
            pagesPort = storefront.pagesPort
            buyerIP = storefront.session.configuration.buyerIP
            notice = storefront.keeping.notice
            problemsTold = storefront.problems != nil
        }
    }

    /// The storefronts a worker and a one-process session make of sshd's `environment` (the
    /// worker hears it as the relay sends it).
    static func storefronts(
        _ fixture: ServingFixture, environment: [String: String]
    ) throws -> (worker: (ShopperArrival, Storefront), session: (ShopperArrival, Storefront)) {
        let session = fixture.session()
        let worker = StorefrontWorker(
            listener: -1, settings: .init(kiosk: fixture.kiosk, storefronts: fixture.kiosk.storefronts(session), maxSessions: 1))
        let byWorker = try worker.arrival(hello: RelayHello.parse(relayBody(environment)), peer: getuid())
        let bySession = try SessionFallback.arrival(fixture.kiosk, environment: environment, account: getuid())
        return (
            (byWorker, byWorker.storefront(worker.settings.storefronts)), (bySession, bySession.storefront(fixture.kiosk.storefronts(session)))
        )
    }

    /// What shopterm-relay sends of sshd's `environment`: its entries, the auth file's text as `AUTH`.
    static func relayBody(_ environment: [String: String]) -> [UInt8] {
        var entries = environment.filter { $0.key != "SSH_USER_AUTH" }.map { "\($0.key)=\($0.value)" }
        if let file = environment["SSH_USER_AUTH"], let text = try? String(contentsOfFile: file, encoding: .utf8) { entries.append("AUTH=\(text)") }
        return entries.flatMap { Array($0.utf8) + [0] }
    }

    static let line = LocalCart.Line(
        variantID: ProductVariant.ID("gid://shopify/ProductVariant/7"), quantity: 2, productTitle: "Trail Runner", productHandle: "trail-runner",
        variantTitle: "9 / Black", price: Money(amount: "80.00", currencyCode: "USD")!)

    @Test func aShopperWithAKeyGetsOneStorefrontEitherWay() throws {
        let fixture = try ServingFixture()
        defer { fixture.remove() }
        let environment = [
            "TERM": "xterm", "LANG": "C.UTF-8", "SSH_CONNECTION": "203.0.113.9 50022 10.0.0.2 22", "SSH_USER_AUTH": try fixture.authFile().path,
        ]
        let (worker, session) = try Self.storefronts(fixture, environment: environment)
        let made = Made(worker.0, worker.1)
        #expect(made == Made(session.0, session.1))
        #expect(made.shopper == ServingFixture.shopper && !made.guest)
        #expect(made.kiosk && !made.accountsOff && made.idleLimit == 300 && made.problemsTold)
        #expect(made.buyerIP == "203.0.113.9" && made.notice == nil && made.terminal.unicode)
        #expect(made.sharedCatalog?.window == 30)
        // One keeping: the cart the worker's storefront keeps is the one-process session's.
        try worker.1.keeping.saveCart(LocalCart(lines: [Self.line]))
        #expect(try session.1.keeping.loadCart().cart.lines == [Self.line])
    }

    @Test func aGuestIsOneByTheirAccountEitherWay() throws {
        let fixture = try ServingFixture(guestUser: ServingFixture.thisAccount)
        defer { fixture.remove() }
        // A guest's key, if any came, is not theirs to keep a cart with.
        let environment = ["TERM": "vt100", "SSH_CONNECTION": "203.0.113.9 50022 10.0.0.2 22", "SSH_USER_AUTH": try fixture.authFile().path]
        let (worker, session) = try Self.storefronts(fixture, environment: environment)
        let made = Made(worker.0, worker.1)
        #expect(made == Made(session.0, session.1))
        #expect(made.guest && made.shopper == "guest-" && made.notice == ShopperArrival.guestNotice)
        #expect(worker.0.shopper != session.0.shopper)
        // vt100 has no colour: ASCII unless the client's locale says UTF-8.
        #expect(!made.terminal.unicode)
        // A guest's cart lasts their session: none is shared, none is kept.
        try worker.1.keeping.saveCart(LocalCart(lines: [Self.line]))
        #expect(try session.1.keeping.loadCart().cart.lines.isEmpty)
        #expect(
            try ShopperDatabase(location: .sqlite(ServingFolder(fixture.folder).sqliteDatabase)).load(.cart, shop: "demo", shopper: worker.0.shopper)
                == nil)
    }

    /// What a worker and a one-process session of `fixture` make of sshd's `environment`.
    static func arrivals(_ fixture: ServingFixture, environment: [String: String]) throws -> [Result<ShopperArrival, ShopperArrival.Refusal>] {
        let worker = StorefrontWorker(
            listener: -1, settings: .init(kiosk: fixture.kiosk, storefronts: fixture.kiosk.storefronts(fixture.session()), maxSessions: 1))
        return [
            Result { () throws(ShopperArrival.Refusal) in try worker.arrival(hello: RelayHello.parse(relayBody(environment)), peer: getuid()) },
            Result { () throws(ShopperArrival.Refusal) in
                try SessionFallback.arrival(fixture.kiosk, environment: environment, account: getuid())
            },
        ]
    }

    @Test func aShopperWithoutAKeyOrADatabaseIsRefusedEitherWay() throws {
        let keyless = try ServingFixture()
        defer { keyless.remove() }
        let refusals = try Self.arrivals(keyless, environment: ["TERM": "xterm"]).map { result -> ShopperArrival.Refusal? in
            if case .failure(let refusal) = result { refusal } else { nil }
        }
        #expect(refusals == [.noKey, .noKey])
        let unready = try ServingFixture(database: false)
        defer { unready.remove() }
        let unreadyRefusals = try Self.arrivals(unready, environment: ["TERM": "xterm", "SSH_USER_AUTH": try unready.authFile().path]).map {
            result -> ShopperArrival.Refusal? in
            if case .failure(let refusal) = result { refusal } else { nil }
        }
        #expect(unreadyRefusals == [.notReady, .notReady])
    }
}
