import Foundation
import Logging

extension ShopEndpoint {
    /// Where the embedded demo store answers: requests go to it in process, and its checkout
    /// pages are served on a loopback port.
    public static let embedded = ShopEndpoint(loopbackHost: "127.0.0.1")
}

extension StoreConfiguration {
    /// The shop's folder under the cache and state directories (`embedded-demo` for the
    /// embedded store).
    public var shopFolder: String { shop?.folderName ?? "embedded-demo" }

    /// The Storefront API endpoint: the shop's, or the embedded store's.
    public var endpoint: URL { (shop ?? .embedded).graphQLURL(version: apiVersion) }

    /// The store needs a token: a real shop (not the embedded store or a loopback demo server).
    public var requiresToken: Bool { !(shop ?? .embedded).isLoopback }

    /// Throws when the store needs a token and none is configured: the one place that decides.
    public func checkToken() throws(ConfigurationError) {
        if requiresToken && token.isEmpty { throw .missingToken(shop: (shop ?? .embedded).description) }
    }
}

extension StorefrontClient {
    /// The client for a configuration, in one step: its endpoint, token, buyer, cache policy,
    /// timeouts and the disk cache of that shop and API version. Throws when the store needs a
    /// token and none is configured.
    public convenience init(store: StoreConfiguration, transport: any HTTPTransport, logger: Logger) throws(ConfigurationError) {
        try store.checkToken()
        let cache = DiskResponseCache(directory: DiskResponseCache.directory(root: store.directories.cache, shop: store.shopFolder,
                                                                             version: store.apiVersion))
        self.init(configuration: Configuration(endpoint: store.endpoint, token: store.token, buyer: store.buyer,
                                               defaultCachePolicy: store.cachePolicy, timeout: store.timeout,
                                               connectTimeout: store.connectTimeout),
                  transport: transport, cache: cache, logger: logger)
    }
}
