import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitDemo

/// The demo store embedded in shopterm: what the storefront runs against when no shop is
/// configured. The app knows it only as an ``EmbeddedStore``; the executable makes it, and so
/// does the headless storefront (the benchmark's and the tests'), the same way.
public struct EmbeddedDemoStore: EmbeddedStore {
    /// The demo store, in this process.
    public let store: DemoStore
    /// The shops beside it and the global catalog over them all, when it is one of several.
    public let mall: DemoMall?

    /// The embedded store of `store`, one of `mall`'s shops when given.
    public init(store: DemoStore, mall: DemoMall? = nil) {
        self.store = store
        self.mall = mall
    }

    /// Requests go to the store in process (in a mall, another shop's addresses to that shop).
    public var transport: any HTTPTransport {
        guard let mall else { return InProcessTransport(store: store) }
        return EmbeddedMallTransport(store: store, mall: mall)
    }
    /// The token the embedded store answers as its own.
    public var accessToken: String { DemoStore.embeddedAccessToken }
    /// Its Customer Account API, on its pages.
    public var customerAccountSettings: CustomerAccountSettings { .demoServer }
    /// Whether its catalog offers the Customer Account API's login.
    public var hasCustomerAccountLogin: Bool { store.catalog.shop.customerAccounts.hasCustomerAccountAPI }

    /// Serves its pages (checkout, login) on a loopback port until stopped.
    public func startPages() throws -> any RunningPages {
        let server = DemoHTTPServer(store: store)
        try server.start()
        return DemoPages(server: server)
    }

    /// The link of the last mail it sent to `email` (an account's activation), if any.
    public func lastLink(sentTo email: String) -> String? {
        store.outbox.last { $0.to.lowercased() == email.lowercased() }?.link
    }

    /// Its domain in the mall (`demo.shopterm.invalid` for the first shop).
    public var domain: String? { mall?.shops.first { $0.store === store }?.domain }

    /// The demo's global catalog over the mall's shops, in process (`https://catalog.shopterm.invalid`, never dialled).
    public var globalCatalog: EmbeddedGlobalCatalog? {
        mall.map { EmbeddedGlobalCatalog(transport: $0.transport, url: URL(string: "https://\(DemoMall.globalHost)")!) }
    }

    /// The mall's shop at `domain` (as the global catalog names its sellers), sharing this process's store.
    public func neighbour(domain: String) -> EmbeddedCatalog? {
        guard let mall, let shop = mall.shops.first(where: { $0.domain == domain.lowercased() }) else { return nil }
        let store = shop.store
        return EmbeddedCatalog(identity: store.catalog.identity, shopName: store.catalog.shop.name) { _, _ in
            EmbeddedDemoStore(store: store, mall: mall)
        }
    }

    /// The demo server's pages, served.
    private struct DemoPages: RunningPages {
        let server: DemoHTTPServer
        var port: Int { server.port }
        // The process often ends right after: the page the shopper just used (paid, logged in)
        // still gets its answer.
        func stop() { server.stop(lettingConnectionsFinishWithin: 2) }
    }
}
