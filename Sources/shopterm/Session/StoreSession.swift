import Foundation
import Logging
import StoreKitCore
import StoreKitDemo

/// A ready-to-use client for the configured store: a real shop over libcurl, or the
/// embedded demo store in-process when no shop is configured.
struct StoreSession {
    let client: StorefrontClient
    let configuration: StoreConfiguration
    /// The in-process demo store, when that is what the client talks to.
    let embeddedStore: DemoStore?
    /// The folder name of this shop under the cache and state directories.
    let shopFolder: String

    /// For the embedded demo store: serves its checkout pages on a loopback port (for as long as
    /// the returned server runs) so that checkout URLs really open. Nil for other stores.
    func startEmbeddedCheckoutPages() throws -> DemoHTTPServer? {
        guard let embeddedStore else { return nil }
        let server = DemoHTTPServer(store: embeddedStore)
        try server.start()
        return server
    }

    /// This shop's local cart.
    var cartFile: CartFile { CartFile(stateDirectory: configuration.directories.state, shop: shopFolder) }

    /// This shop's signed-in customer.
    var sessionFile: SessionFile { SessionFile(stateDirectory: configuration.directories.state, shop: shopFolder) }

    /// Customer accounts of this shop.
    var accounts: AccountService { AccountService(client: client, sessionFile: sessionFile) }

    /// The Customer Account API client: the configured one for a real shop; for the demo
    /// stores, the demo's own (the embedded one's pages at `embeddedBaseURL`, when they are served).
    /// Nil when a real shop has no Customer Account API settings.
    func customerAccountClient(embeddedBaseURL: URL = URL(string: "http://127.0.0.1")!) -> CustomerAccountClient? {
        let settings = configuration.customerAccount
        let demo = CustomerAccountSettings(shopID: DemoStore.customerAccountShopID, clientID: DemoStore.customerAccountClientID)
        let base: URL
        let transport: any HTTPTransport
        let chosen: CustomerAccountSettings
        if let embeddedStore {
            (base, transport, chosen) = (embeddedBaseURL, InProcessTransport(store: embeddedStore), demo)
        } else if let shop = configuration.shop, shop.isLoopback {
            let origin = URL(string: "\(shop.scheme)://\(shop.host)\(shop.port.map { ":\($0)" } ?? "")")!
            (base, transport, chosen) = (origin, CurlTransport(), settings ?? demo)
        } else if let settings {
            (base, transport, chosen) = (URL(string: "https://shopify.com")!, CurlTransport(), settings)
        } else {
            return nil
        }
        return CustomerAccountClient(
            configuration: CustomerAccountConfiguration(shopID: chosen.shopID, clientID: chosen.clientID, redirectURI: chosen.redirectURI,
                                                        baseURL: base, apiVersion: configuration.apiVersion),
            transport: transport, timeout: configuration.timeout)
    }

    /// Resolves configuration from `options` and the environment and builds the client.
    static func make(_ options: StoreOptions, account: CustomerAccountOptions? = nil,
                     environment: [String: String] = ProcessInfo.processInfo.environment) throws -> StoreSession {
        var flags = options.flags
        flags.customerAccountShopId = account?.shopID
        flags.customerAccountClientId = account?.clientID
        flags.customerAccountRedirectUri = account?.redirectURI
        let configuration = try ConfigurationLoader(environment: environment).load(flags: flags, configPath: options.config)
        var logger = Logger(label: "shopterm.client")
        logger.logLevel = options.verbose ? .debug : .warning

        let transport: any HTTPTransport
        let endpoint: URL
        let cacheFolder: String
        var embeddedStore: DemoStore?
        if let shop = configuration.shop {
            if shop.isLoopback { Self.bypassProxy(for: shop.host) }
            transport = CurlTransport()
            endpoint = shop.graphQLURL(version: configuration.apiVersion)
            cacheFolder = shop.folderName
        } else {
            let catalog = try options.demo.loadCatalog()
            let accountsFile = configuration.directories.state.appendingPathComponent("embedded-demo/demo-accounts.json")
            let store = try DemoStore(catalog: catalog, options: DemoStore.Options(requiresToken: false, accountsFile: accountsFile), log: { entry in
                if options.verbose { Console.error("demo: \(entry.line)") }
            })
            Console.error("shopterm: no shop configured; using the embedded demo store (\(catalog.shop.name)). Use --shop and --token (or SHOPTERM_SHOP/SHOPTERM_TOKEN) for a real store.")
            embeddedStore = store
            transport = InProcessTransport(store: store)
            endpoint = URL(string: "http://127.0.0.1/api/\(configuration.apiVersion)/graphql.json")!
            cacheFolder = "embedded-demo"
        }
        let cache = DiskResponseCache(directory: DiskResponseCache.directory(root: configuration.directories.cache, shop: cacheFolder,
                                                                             version: configuration.apiVersion))
        let client = try StorefrontClient(
            configuration: StorefrontClient.Configuration(
                endpoint: endpoint, token: configuration.token, buyer: configuration.buyer,
                defaultCachePolicy: configuration.cachePolicy, timeout: configuration.timeout,
                connectTimeout: configuration.connectTimeout,
                requiresToken: configuration.shop.map { !$0.isLoopback } ?? false),
            transport: transport, cache: cache, logger: logger)
        return StoreSession(client: client, configuration: configuration, embeddedStore: embeddedStore, shopFolder: cacheFolder)
    }

    /// Lower-case proxy variables would send even loopback traffic through a proxy; make sure
    /// the demo server's host is exempt.
    private static func bypassProxy(for host: String) {
        for name in ["no_proxy", "NO_PROXY"] {
            let current = ProcessInfo.processInfo.environment[name] ?? ""
            let hosts = current.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if !hosts.contains(host) {
                setenv(name, (hosts + [host, "localhost", "127.0.0.1"]).joined(separator: ","), 1)
            }
        }
    }
}

extension DemoCatalogOptions {
    /// The catalog chosen by `--catalog` / `--demo-size`, or the built-in shoe store.
    func loadCatalog() throws -> DemoCatalog {
        if let catalog {
            return try DemoCatalog.load(contentsOf: URL(fileURLWithPath: catalog))
        }
        return try DemoCatalog(file: ShoeStoreCatalog.file(size: demoSize))
    }
}
