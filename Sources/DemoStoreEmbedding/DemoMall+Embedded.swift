import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitDemo

extension DemoMall {
    /// `catalogs` as the embedded store (at least one): the first one's shop is the
    /// storefront's, and every shop, with the global catalog over them all, runs in this
    /// process. Each shop keeps its customer accounts in its own folder (`accountsFile` is the
    /// first one's; the others' are beside it, named by their catalogs' identities).
    public static func embedded(_ catalogs: [DemoCatalog]) -> EmbeddedCatalog {
        let first = catalogs[0]
        return EmbeddedCatalog(identity: first.identity, shopName: first.shop.name) { accountsFile, log in
            let state = accountsFile.deletingLastPathComponent().deletingLastPathComponent()
            let mall = try DemoMall(
                catalogs: catalogs,
                accountsFile: { catalog in
                    catalog.identity == first.identity
                        ? accountsFile
                        : state.appendingPathComponent("\(StoreConfiguration.folder(of: nil, embedded: catalog.identity))/demo-accounts.json")
                }, log: { log($0.line) })
            return EmbeddedDemoStore(store: mall.shops[0].store, mall: mall)
        }
    }
}
