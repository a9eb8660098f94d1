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

    /// The embedded store of `store`.
    public init(store: DemoStore) { self.store = store }

    /// Requests go to the store in process.
    public var transport: any HTTPTransport { InProcessTransport(store: store) }
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

    /// The demo server's pages, served.
    private struct DemoPages: RunningPages {
        let server: DemoHTTPServer
        var port: Int { server.port }
        // The process often ends right after: the page the shopper just used (paid, logged in)
        // still gets its answer.
        func stop() { server.stop(lettingConnectionsFinishWithin: 2) }
    }
}
