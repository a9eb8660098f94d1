import Foundation
import Logging
import StoreKitCore

/// A ready-to-use client for the configured store: a real shop over libcurl, or the
/// embedded demo store in-process when no shop is configured.
public struct StoreSession: Sendable {
    public let client: StorefrontClient
    public let configuration: StoreConfiguration
    /// The in-process store, when that is what the client talks to.
    public let embeddedStore: (any EmbeddedStore)?
    /// The folder name of this shop under the cache and state directories.
    public var shopFolder: String { configuration.shopFolder }

    /// A session of `client`, configured by `configuration`, talking to `embeddedStore` when
    /// that is the store (``open(_:environment:)`` makes the usual ones; the headless harness
    /// its own).
    public init(client: StorefrontClient, configuration: StoreConfiguration, embeddedStore: (any EmbeddedStore)?) {
        self.client = client
        self.configuration = configuration
        self.embeddedStore = embeddedStore
    }

    /// What a session is opened from: the settings given on the command line (the rest comes
    /// from the environment and the config file), and the embedded store's catalog.
    public struct Settings: Sendable {
        public var flags: ConfigFile
        public var configPath: String?
        /// Log each request on stderr.
        public var verbose: Bool
        /// The embedded store's catalog, read only when no shop is configured.
        public var catalog: @Sendable () throws -> EmbeddedCatalog
        /// Where a one-line notice goes (the embedded store's greeting, its request log, a retry
        /// coming until the storefront takes the screen and says those itself).
        public var notice: @Sendable (String) -> Void
        /// False: the embedded store is not greeted ("no shop configured"): a session or worker
        /// of serve-ssh, whose operator is told by serve-ssh itself.
        public var greets = true

        /// Settings from the command line; `catalog` is read only for the embedded store.
        public init(
            flags: ConfigFile, configPath: String?, verbose: Bool, catalog: @escaping @Sendable () throws -> EmbeddedCatalog,
            notice: @escaping @Sendable (String) -> Void
        ) {
            self.flags = flags
            self.configPath = configPath
            self.verbose = verbose
            self.catalog = catalog
            self.notice = notice
        }
    }

    /// This session for one shopper of a worker that serves many (serve-ssh): the same store,
    /// transport and cache, a client of the shopper's own (their market, their IP address sent
    /// to the store).
    public func forShopper(buyerIP: String?) -> StoreSession {
        var configuration = configuration
        configuration.buyerIP = buyerIP
        return StoreSession(client: client.forBuyer(ip: buyerIP), configuration: configuration, embeddedStore: embeddedStore)
    }

    /// For the embedded demo store: serves its checkout pages on a loopback port (for as long as
    /// the returned server runs) so that checkout URLs really open. Nil for other stores.
    public func startEmbeddedCheckoutPages() throws -> (any RunningPages)? {
        try embeddedStore?.startPages()
    }

    /// This shop's local cart.
    public var cartFile: CartFile { CartFile(stateDirectory: configuration.directories.state, shop: shopFolder) }

    /// This shop's signed-in customer.
    public var sessionFile: SessionFile { SessionFile(stateDirectory: configuration.directories.state, shop: shopFolder) }

    /// The market last picked for this shop.
    public var marketFile: MarketChoiceFile { MarketChoiceFile(stateDirectory: configuration.directories.state, shop: shopFolder) }

    /// Customer accounts of this shop.
    public var accounts: AccountService { AccountService(client: client, sessionFile: sessionFile) }

    /// True when the shop has a Customer Account API login: a real shop with its settings, the
    /// demo server, the embedded store unless its catalog has classic accounts only.
    public var hasCustomerAccountLogin: Bool {
        if let embeddedStore { return embeddedStore.hasCustomerAccountLogin }
        return configuration.customerAccount != nil || configuration.shop?.isLoopback == true
    }

    /// The Customer Account API client: the configured one for a real shop; for the demo
    /// stores, the demo's own (the embedded one's pages at `embeddedBaseURL`, when they are served).
    /// Nil when a real shop has no Customer Account API settings.
    public func customerAccountClient(embeddedBaseURL: URL = URL(string: "http://127.0.0.1")!) -> CustomerAccountClient? {
        let settings = configuration.customerAccount
        let base: URL
        let transport: any HTTPTransport
        let chosen: CustomerAccountSettings
        if let embeddedStore {
            (base, transport, chosen) = (embeddedBaseURL, embeddedStore.transport, embeddedStore.customerAccountSettings)
        } else if let shop = configuration.shop, shop.isLoopback {
            // The demo server (`shopterm demo-server`): its own settings unless others are given.
            let origin = URL(string: "\(shop.scheme)://\(shop.host)\(shop.port.map { ":\($0)" } ?? "")")!
            (base, transport, chosen) = (origin, CurlTransport(), settings ?? CustomerAccountSettings.demoServer)
        } else if let settings {
            (base, transport, chosen) = (URL(string: "https://shopify.com")!, CurlTransport(), settings)
        } else {
            return nil
        }
        return CustomerAccountClient(
            configuration: CustomerAccountConfiguration(
                shopID: chosen.shopID, clientID: chosen.clientID, redirectURI: chosen.redirectURI,
                baseURL: base, apiVersion: configuration.apiVersion),
            transport: transport, timeout: configuration.timeout)
    }

    /// Resolves the configuration from `settings`, the environment and the config file, and
    /// makes the client: libcurl to the configured shop, or the embedded demo store in process.
    public static func open(_ settings: Settings, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> StoreSession {
        let loader = ConfigurationLoader(environment: environment)
        var configuration = try loader.load(flags: settings.flags, configPath: settings.configPath)
        var logger = Logger(label: "shopterm.client")
        logger.logLevel = settings.verbose ? .debug : .warning
        if let shop = configuration.shop, shop.host.hasSuffix(Self.embeddedDomainSuffix) {
            return try openNeighbour(shop.host, settings: settings, configuration: configuration, logger: logger)
        }
        guard configuration.shop == nil else {
            let client = StorefrontClient(store: configuration, transport: CurlTransport(), logger: logger)
            let notice = settings.notice
            client.retries.listen { notice("shopterm: \($0)") }
            return StoreSession(client: client, configuration: configuration, embeddedStore: nil)
        }
        let catalog = try settings.catalog()
        // Each catalog is a shop of its own: its cart, market and login live in its folder.
        if catalog.identity != "demo" {
            configuration = try loader.load(flags: settings.flags, configPath: settings.configPath, embeddedIdentity: catalog.identity)
        }
        let accountsFile = configuration.directories.state.appendingPathComponent("\(configuration.shopFolder)/demo-accounts.json")
        let verbose = settings.verbose
        let notice = settings.notice
        let store = try catalog.open(accountsFile) { line in
            if verbose { notice("demo: \(line)") }
        }
        // Said the first time this catalog's folder is used, not on every command of a script.
        let greeted = configuration.directories.state.appendingPathComponent("\(configuration.shopFolder)/greeted")
        if settings.greets, !FileManager.default.fileExists(atPath: greeted.path) {
            notice(
                "shopterm: no shop configured; using the embedded demo store (\(catalog.shopName)). For a real store: --shop DOMAIN (or SHOPTERM_SHOP). (Said once.)"
            )
            try? FileManager.default.createDirectory(at: greeted.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: greeted.path, contents: nil)
        }
        // The embedded store plays a store whose token shopterm has (stock counts, customer
        // accounts); `--token ""` is not possible, so a tokenless store is tried with demo-server.
        var client = configuration
        if client.token.isEmpty { client.token = store.accessToken }
        return StoreSession(
            client: StorefrontClient(store: client, transport: store.transport, logger: logger),
            configuration: configuration, embeddedStore: store)
    }

    /// The domains of the embedded demo's shops (`kutsuya-tokyo.shopterm.invalid`): `.invalid`
    /// never resolves (RFC 2606), so such a `--shop` is the embedded world's shop of that name.
    static let embeddedDomainSuffix = ".shopterm.invalid"

    /// `--shop` naming a shop of the embedded demo (as its global catalog names its sellers):
    /// that shop, in process, with its own folder, as the storefront opens it from an offer.
    private static func openNeighbour(
        _ domain: String, settings: Settings, configuration: StoreConfiguration, logger: Logger
    ) throws -> StoreSession {
        var first = configuration
        first.shop = nil
        let catalog = try settings.catalog()
        first.embeddedIdentity = catalog.identity == "demo" ? nil : catalog.identity
        let accountsFile = first.directories.state.appendingPathComponent("\(first.shopFolder)/demo-accounts.json")
        let store = try catalog.open(accountsFile) { _ in }
        let root = StoreSession(
            client: StorefrontClient(store: first, transport: store.transport, logger: logger), configuration: first, embeddedStore: store)
        guard store.domain != domain else { return root }
        guard store.neighbour(domain: domain) != nil else {
            throw CLIError(
                "--shop \(domain) is none of the demo's shops (\(catalog.shopName)'s catalog names its sellers by their domains: search --everywhere)"
            )
        }
        var session = try root.visiting(domain: domain)
        // The embedded store plays a store whose token shopterm has, here as without --shop.
        var tokened = session.configuration
        if tokened.token.isEmpty, let neighbour = session.embeddedStore { tokened.token = neighbour.accessToken }
        session = StoreSession(
            client: StorefrontClient(store: tokened, transport: session.embeddedStore?.transport ?? store.transport, logger: logger),
            configuration: session.configuration, embeddedStore: session.embeddedStore)
        return session
    }
}
