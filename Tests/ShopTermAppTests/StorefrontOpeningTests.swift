import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StorefrontHarness
import TerminalPictures
import Testing

/// ``Storefront/open(on:wakeUp:)``: the one way a storefront is opened, by the terminal, the
/// SSH worker and the headless harness alike, prepares every field of the state it owns.
@Suite struct StorefrontOpeningTests {
    /// What opening a storefront prepares in the state, as one comparable value.
    struct Prepared: Equatable {
        var cart: [String]
        /// The kept cart's store cart is asked after (``CartState/storeCartToLookUp``, taken in
        /// by the first frame).
        var storeCartLookedUp: Bool
        var customerAccountLogin: Bool
        var classicAccountsRefused: Bool
        var market: MarketChoice?
        var kiosk: Bool
        var pagesUnreachable: Bool
        var accountsOff: Bool
        var status: String?
        var pictures: Bool
        var asciiOnly: Bool
        var width: Int
        var height: Int

        init(_ state: AppState) {
            cart = state.cart.local.lines.map { "\($0.quantity) × \($0.variantID.rawValue)" }
            storeCartLookedUp = state.storeCartLookup != nil
            customerAccountLogin = state.customerAccountLogin
            classicAccountsRefused = state.classicAccountsRefused
            market = state.market
            kiosk = state.kiosk
            pagesUnreachable = state.pagesUnreachable
            accountsOff = state.accountsOff
            status = state.status?.text
            pictures = state.pictures.enabled
            asciiOnly = state.asciiOnly
            width = state.width
            height = state.height
        }
    }

    /// A terminal as curses or a shopper's pty is to the storefront: it says whether it shows
    /// Unicode, its size, and how it draws pictures (asked through the protocol's default).
    final class Terminal: StorefrontTerminal, ProgramTerminal {
        let unicode: Bool
        let size: (width: Int, height: Int)
        let environment: [String: String]
        private(set) var tookOver = 0
        private(set) var released = 0

        init(unicode: Bool = true, width: Int = 80, height: Int = 24, environment: [String: String] = ["TERM": "dumb"]) {
            self.unicode = unicode
            size = (width, height)
            self.environment = environment
        }

        func checkTerminalType() throws {}
        func cellSize() -> CellSize? { nil }
        func askPictures() -> PictureDetection.Reply? { nil }
        func takeOver() throws -> any ProgramTerminal {
            tookOver += 1
            return self
        }
        func release() { released += 1 }
        var input: Int32 { -1 }
        var alsoRead: [Int32] { [] }
        func read() -> Event? { nil }
        func draw(_ frame: Frame) {}
        func copyToClipboard(_ text: String) {}
    }

    static let line = LocalCart.Line(
        variantID: ProductVariant.ID("gid://shopify/ProductVariant/7"), quantity: 2, productTitle: "Trail Runner", productHandle: "trail-runner",
        variantTitle: "9 / Black", price: Money(amount: "80.00", currencyCode: "USD")!)

    static func store() throws -> DemoStore { try DemoStore(catalog: DemoCatalog(file: ShoeStoreCatalog.file())) }

    static func directories(_ folder: URL) -> XDGDirectories {
        XDGDirectories(
            config: folder.appendingPathComponent("config"), cache: folder.appendingPathComponent("cache"),
            state: folder.appendingPathComponent("state"))
    }

    /// The benchmarks' and soak tests' harness opens the storefront a shopper's terminal opens:
    /// the same prepared state.
    @Test func theHeadlessHarnessPreparesWhatTheTerminalPrepares() async throws {
        let harness = try HeadlessStorefront(store: try Self.store(), width: 100, height: 30)
        try harness.start()
        defer { harness.stop() }
        let terminal = Terminal(width: 100, height: 30)
        let opened = try harness.storefront.open(on: terminal)
        defer { opened.close() }
        #expect(Prepared(opened.program.state) == Prepared(harness.state))
        // What the embedded demo store offers, as `shopterm` without a shop shows it.
        #expect(harness.state.storeCartLookup == nil)
        #expect(harness.state.customerAccountLogin)
    }

    /// A kiosk shopper of the embedded store: their kept cart and market, the guest's notice, the
    /// store's login, the pages they cannot reach; a terminal that shows only ASCII.
    @Test func aKioskOfTheEmbeddedStoreIsPreparedWhole() async throws {
        let store = try Self.store()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-opening-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = try HeadlessStorefront(store: store)
        var keeping = ShopperKeeping.memory(notice: "You are a guest.")
        keeping.loadCart = { .init(cart: LocalCart(lines: [Self.line])) }
        keeping.loadMarket = { MarketChoice(country: "CA", language: "FR") }
        var storefront = Storefront(
            session: StoreSession(
                client: harness.client, configuration: StoreConfiguration(shop: nil, token: "", directories: Self.directories(folder)),
                embeddedStore: harness.storefront.session.embeddedStore),
            keeping: keeping)
        storefront.kiosk = true
        storefront.pagesPort = 1  // a worker's: this storefront serves none itself
        let terminal = Terminal(unicode: false, width: 90, height: 20)
        let opened = try storefront.open(on: terminal)
        let prepared = Prepared(opened.program.state)
        opened.close()
        #expect(
            prepared
                == Prepared(
                    cart: ["2 × gid://shopify/ProductVariant/7"], storeCartLookedUp: false, customerAccountLogin: true,
                    classicAccountsRefused: false, market: MarketChoice(country: "CA", language: "FR"), kiosk: true, pagesUnreachable: true,
                    accountsOff: false, status: "You are a guest.", pictures: false, asciiOnly: true, width: 90, height: 20))
        #expect(terminal.tookOver == 1 && terminal.released == 1)
    }

    /// A real shop (no token) on this computer's files: its kept cart's store cart looked up,
    /// no classic account, no account at all by choice, the configured market, what went wrong
    /// with the kept cart said on the status line; pictures where the terminal draws them.
    @Test func aShopOnThisComputersFilesIsPreparedWhole() async throws {
        let store = try Self.store()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-opening-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = StoreConfiguration(
            shop: try ShopEndpoint(parsing: "shoes.example"), token: "", buyer: BuyerContext(country: "DE"), directories: Self.directories(folder))
        let session = StoreSession(
            client: StorefrontClient(
                configuration: .init(endpoint: InProcessTransport.endpoint, token: "", timeout: 60), transport: InProcessTransport(store: store),
                logger: HeadlessStorefront.quiet),
            configuration: configuration, embeddedStore: nil)
        var keeping = ShopperKeeping.files(cart: session.cartFile, market: session.marketFile, session: session.sessionFile)
        let kept = LocalCart(lines: [Self.line], storeCart: .init(id: "gid://shopify/Cart/1", apiVersion: configuration.apiVersion.rawValue))
        keeping.loadCart = { .init(cart: kept, problem: "The cart file could not be read.") }
        var storefront = Storefront(session: session, keeping: keeping)
        storefront.accountsOff = true
        // A true-colour terminal draws pictures in half blocks (the configured setting: auto).
        let terminal = Terminal(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        let opened = try storefront.open(on: terminal)
        let prepared = Prepared(opened.program.state)
        opened.close()
        #expect(
            prepared
                == Prepared(
                    cart: ["2 × gid://shopify/ProductVariant/7"], storeCartLookedUp: true, customerAccountLogin: false,
                    classicAccountsRefused: true, market: MarketChoice(country: "DE"), kiosk: false, pagesUnreachable: false, accountsOff: true,
                    status: "The cart file could not be read.",
                    pictures: true, asciiOnly: false, width: 80, height: 24))
    }
}

extension StorefrontOpeningTests.Prepared {
    init(
        cart: [String], storeCartLookedUp: Bool, customerAccountLogin: Bool, classicAccountsRefused: Bool, market: MarketChoice?, kiosk: Bool,
        pagesUnreachable: Bool, accountsOff: Bool, status: String?, pictures: Bool, asciiOnly: Bool, width: Int, height: Int
    ) {
        self.cart = cart
        self.storeCartLookedUp = storeCartLookedUp
        self.customerAccountLogin = customerAccountLogin
        self.classicAccountsRefused = classicAccountsRefused
        self.market = market
        self.kiosk = kiosk
        self.pagesUnreachable = pagesUnreachable
        self.accountsOff = accountsOff
        self.status = status
        self.pictures = pictures
        self.asciiOnly = asciiOnly
        self.width = width
        self.height = height
    }
}
