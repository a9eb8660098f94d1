import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitDemo

/// A demo store in this process as the embedded store the storefront opens on (as the
/// executable's `EmbeddedDemoStore`, which this harness cannot import): its transport, token,
/// login and pages.
struct HeadlessDemoStore: EmbeddedStore {
    let store: DemoStore

    var transport: any HTTPTransport { InProcessTransport(store: store) }
    var accessToken: String { DemoStore.embeddedAccessToken }
    var customerAccountSettings: CustomerAccountSettings { .demoServer }
    var hasCustomerAccountLogin: Bool { store.catalog.shop.customerAccounts.hasCustomerAccountAPI }

    func startPages() throws -> any RunningPages {
        let server = DemoHTTPServer(store: store)
        try server.start()
        return Pages(server: server)
    }

    func lastLink(sentTo email: String) -> String? {
        store.outbox.last { $0.to.lowercased() == email.lowercased() }?.link
    }

    /// The demo store's pages, served.
    private struct Pages: RunningPages {
        let server: DemoHTTPServer
        var port: Int { server.port }
        func stop() { server.stop() }
    }
}
