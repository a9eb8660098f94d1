import Foundation
import ShopTermApp
import StoreKitDemo

extension DemoCatalog {
    /// This catalog as the embedded store's: its demo store made when the session opens.
    public var embedded: EmbeddedCatalog {
        EmbeddedCatalog(identity: identity, shopName: shop.name) { accountsFile, log in
            EmbeddedDemoStore(store: try DemoStore(catalog: self, options: DemoStore.Options(accountsFile: accountsFile), log: { log($0.line) }))
        }
    }
}
