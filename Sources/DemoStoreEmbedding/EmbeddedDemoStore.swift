import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitDemo

/// The demo store embedded in shopterm: what the storefront runs against when no shop is
/// configured. The app knows it only as an ``EmbeddedStore``; this executable makes it.
struct EmbeddedDemoStore: EmbeddedStore {
    let store: DemoStore

    var transport: any HTTPTransport { InProcessTransport(store: store) }
    var accessToken: String { DemoStore.embeddedAccessToken }
    var customerAccountSettings: CustomerAccountSettings { .demoServer }
    var hasCustomerAccountLogin: Bool { store.catalog.shop.customerAccounts.hasCustomerAccountAPI }

    func startPages() throws -> any RunningPages {
        let server = DemoHTTPServer(store: store)
        try server.start()
        return DemoPages(server: server)
    }

    func lastLink(sentTo email: String) -> String? {
        store.outbox.last { $0.to.lowercased() == email.lowercased() }?.link
    }

    /// The demo server's pages, served.
    private struct DemoPages: RunningPages {
        let server: DemoHTTPServer
        var port: Int { server.port }
        func stop() { server.stop() }
    }
}

extension DemoCatalog {
    /// This catalog as the embedded store's: its demo store made when the session opens.
    var embedded: EmbeddedCatalog {
        EmbeddedCatalog(identity: identity, shopName: shop.name) { accountsFile, log in
            EmbeddedDemoStore(store: try DemoStore(catalog: self, options: DemoStore.Options(accountsFile: accountsFile), log: { log($0.line) }))
        }
    }
}
