import Foundation
import Logging
import StoreKitCore
import StoreKitDemo

/// A ready-to-use client for the configured store: a real shop over URLSession, or the
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

    /// Resolves configuration from `options` and the environment and builds the client.
    static func make(_ options: StoreOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> StoreSession {
        let configuration = try ConfigurationLoader(environment: environment).load(flags: options.flags, configPath: options.config)
        var logger = Logger(label: "shopterm.client")
        logger.logLevel = options.verbose ? .debug : .warning

        let transport: any HTTPTransport
        let endpoint: URL
        let cacheFolder: String
        var embeddedStore: DemoStore?
        if let shop = configuration.shop {
            if shop.isLoopback { Self.bypassProxy(for: shop.host) }
            transport = URLSessionTransport()
            endpoint = shop.graphQLURL(version: configuration.apiVersion)
            cacheFolder = shop.folderName
        } else {
            let catalog = try options.demo.loadCatalog()
            let store = try DemoStore(catalog: catalog, options: DemoStore.Options(requiresToken: false), log: { entry in
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
