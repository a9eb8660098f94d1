import ShopTermServing
import StoreKitDemo

extension DemoCatalogReader {
    /// The demo store's catalogs: a file in its format (docs/catalog-format.md), and the
    /// built-in shoe store.
    static let demoStore = DemoCatalogReader(
        check: { data in summary(try DemoCatalog(file: try CatalogFile.decode(data))) },
        builtIn: { size in summary(try DemoCatalog(file: ShoeStoreCatalog.file(size: size))) })

    private static func summary(_ catalog: DemoCatalog) -> Summary { Summary(name: catalog.shop.name, products: catalog.products.count) }
}
