import Foundation
import Logging

extension ShopEndpoint {
    /// Where the embedded demo store answers: requests go to it in process, and its checkout
    /// pages are served on a loopback port.
    public static let embedded = ShopEndpoint(loopbackHost: "127.0.0.1")
}

extension StoreConfiguration {
    /// The shop's folder under the cache and state directories (`embedded-<identity>` for the
    /// embedded store: `embedded-demo` for the built-in one).
    public var shopFolder: String { Self.folder(of: shop, embedded: embeddedIdentity) }

    /// The folder name of `shop` (nil: the embedded store serving the catalog `embedded`, the
    /// built-in one when nil) under the cache and state directories.
    public static func folder(of shop: ShopEndpoint?, embedded: String? = nil) -> String {
        shop?.folderName ?? "embedded-\(embedded ?? "demo")"
    }

    /// The Storefront API endpoint: the shop's, or the embedded store's.
    public var endpoint: URL { (shop ?? .embedded).graphQLURL(version: apiVersion) }

    /// No Storefront token is configured: requests are tokenless (catalog, search and the cart
    /// work on every store; token-only fields are not asked for).
    public var isTokenless: Bool { token.isEmpty }
}

extension StorefrontClient {
    /// The client for a configuration, in one step: its endpoint, token (none: tokenless), buyer,
    /// cache policy, timeouts and the disk cache of that shop and API version.
    public convenience init(store: StoreConfiguration, transport: any HTTPTransport, logger: Logger) {
        let cache = DiskResponseCache(
            directory: DiskResponseCache.directory(
                root: store.directories.cache, shop: store.shopFolder,
                version: store.apiVersion))
        self.init(
            configuration: Configuration(
                endpoint: store.endpoint, apiVersion: store.apiVersion, token: store.token, buyer: store.buyer,
                defaultCachePolicy: store.cachePolicy, timeout: store.timeout,
                connectTimeout: store.connectTimeout, buyerIP: store.buyerIP),
            transport: transport, cache: cache, logger: logger)
    }
}
