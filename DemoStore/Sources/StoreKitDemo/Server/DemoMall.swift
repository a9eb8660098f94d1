import Foundation
import StoreKitCore

/// Several demo shops and the global catalog over them, like Shopify's stores and
/// catalog.shopify.com: one ``DemoStore`` per catalog, each at a domain of its own
/// (`demo.shopterm.invalid` for the first, `{slug of its name}.shopterm.invalid` for the others),
/// and the global catalog at ``globalHost``. ``transport`` reaches them all in process, by the
/// request URL's host; ``serve(host:)`` puts each on a loopback port of its own.
public final class DemoMall: Sendable {
    /// A shop of the mall.
    public struct Shop: Sendable {
        /// Where it is reached: `demo.shopterm.invalid`, `kutsuya-tokyo.shopterm.invalid`.
        public let domain: String
        public let store: DemoStore
    }

    /// The mall served over loopback: every address a client opens.
    public struct Served: Sendable {
        /// `http://127.0.0.1:PORT`: the global catalog (its MCP endpoint is `<url>/api/ucp/mcp`).
        public let globalCatalogURL: URL
        /// Each shop's name and `http://127.0.0.1:PORT` (`shopterm --shop 127.0.0.1:PORT` opens it).
        public let shops: [(name: String, url: URL)]
        let servers: [DemoHTTPServer]
        let global: UCPHTTPServer

        /// Stops every server.
        public func stop() {
            global.stop()
            for server in servers { server.stop() }
        }
    }

    /// The global catalog's host.
    public static let globalHost = "catalog.shopterm.invalid"
    /// The demo client of the global catalog's token endpoint (`POST /auth/access_token`).
    /// Demo constants, documented so that anyone can try the token tier: not secrets.
    public static let catalogClientID = "shopterm-demo-catalog"
    public static let catalogClientSecret = "shopterm-demo-catalog-secret"

    public let shops: [Shop]
    /// The global catalog in process (sellers at the shops' domains).
    public let global: UCPService

    /// The built-in shops: the shoe store (USD), Kutsuya Tokyo (JPY) and Gulf Stride Kuwait (KWD).
    public static func builtInCatalogs() throws -> [DemoCatalog] {
        [
            try DemoCatalog(file: ShoeStoreCatalog.file()), try DemoCatalog(file: TokyoShoeCatalog.file()),
            try DemoCatalog(file: KuwaitShoeCatalog.file()),
        ]
    }

    /// A mall of `catalogs` (at least one), every store with `options` (its `publicHost` set to
    /// its domain; its customer accounts kept in the file `accountsFile` names for its catalog,
    /// else in memory) and `log`.
    public init(
        catalogs: [DemoCatalog], options: DemoStore.Options = DemoStore.Options(),
        accountsFile: @Sendable (DemoCatalog) -> URL? = { _ in nil }, log: @escaping @Sendable (DemoStore.LogEntry) -> Void = { _ in }
    ) throws {
        var shops: [Shop] = []
        for (index, catalog) in catalogs.enumerated() {
            let domain = Self.domain(for: catalog.shop.name, index: index, taken: Set(shops.map(\.domain)))
            var storeOptions = options
            storeOptions.publicHost = domain
            if index > 0 { storeOptions.accountsFile = nil }
            storeOptions.accountsFile = accountsFile(catalog)
            shops.append(Shop(domain: domain, store: try DemoStore(catalog: catalog, options: storeOptions, log: log)))
        }
        self.shops = shops
        global = UCPGlobalCatalog.service(
            sellers: shops.map { Self.seller($0.store, domain: $0.domain) }, host: Self.globalHost, clientID: Self.catalogClientID,
            clientSecret: Self.catalogClientSecret)
    }

    /// The shop at `host` (`name` or `name:port`, any case), or nil.
    public func store(forHost host: String) -> DemoStore? {
        let name = host.lowercased()
        return shops.first { $0.domain == name || $0.domain == name.split(separator: ":").first.map(String.init) }?.store
    }

    /// Every shop and the global catalog in process, routed by the request URL's host.
    public var transport: any HTTPTransport { DemoMallTransport(mall: self) }

    /// Serves each shop and the global catalog on a loopback port of its own (`host`: the
    /// address to bind, 127.0.0.1 by default; `port`: the first shop's, 0 for any free one); the
    /// global catalog's sellers are the shops' `127.0.0.1:PORT` addresses, which a client can open.
    public func serve(host: String = "127.0.0.1", port: Int = 0) throws -> Served {
        var servers: [DemoHTTPServer] = []
        do {
            for shop in shops {
                let server = DemoHTTPServer(store: shop.store, host: host, port: servers.isEmpty ? port : 0)
                try server.start()
                servers.append(server)
            }
            let reachable = host == "0.0.0.0" ? "127.0.0.1" : host
            let sellers = zip(shops, servers).map { shop, server in Self.seller(shop.store, domain: "\(reachable):\(server.port)") }
            let service = UCPGlobalCatalog.service(
                sellers: sellers, host: reachable, clientID: Self.catalogClientID, clientSecret: Self.catalogClientSecret)
            let global = try UCPHTTPServer(service: service, host: host)
            return Served(
                globalCatalogURL: URL(string: "http://\(reachable):\(global.port)")!,
                shops: zip(shops, servers).map { shop, server in
                    (shop.store.catalog.shop.name, URL(string: "http://\(reachable):\(server.port)")!)
                }, servers: servers, global: global)
        } catch {
            for server in servers { server.stop() }
            throw DemoServerError("\(error)")
        }
    }

    /// The seller of the global catalog for a store at `domain`: its live catalog.
    private static func seller(_ store: DemoStore, domain: String) -> UCPSeller {
        UCPSeller(domain: domain) { store.commerce.catalog }
    }

    /// `demo.shopterm.invalid` for the first shop, else the slug of its name (`shop-N` when its
    /// name has too little ASCII), made unique with `-2`, `-3`…
    static func domain(for name: String, index: Int, taken: Set<String>) -> String {
        if index == 0 { return "demo.shopterm.invalid" }
        let slug = ShoeStoreCatalog.slug(name, index: nil)
        let base = (slug == "product" ? "shop-\(index + 1)" : slug).prefix(50)
        var candidate = "\(base).shopterm.invalid"
        var number = 2
        while taken.contains(candidate) || candidate == globalHost {
            candidate = "\(base)-\(number).shopterm.invalid"
            number += 1
        }
        return candidate
    }
}
