import Foundation

/// How serve-ssh reads the embedded demo store's catalogs. This library knows no demo store
/// (only the executables, `DemoStoreEmbedding` and the tests import StoreKitDemo): the
/// executable hands it what a catalog file's check and the built-in catalog are.
package struct DemoCatalogReader: Sendable {
    /// What serve-ssh says of a catalog: its shop's name and how many products it has.
    package struct Summary: Sendable, Equatable {
        package var name: String
        package var products: Int

        package init(name: String, products: Int) {
            self.name = name
            self.products = products
        }
    }

    /// Reads and checks a catalog file's bytes (docs/catalog-format.md); throws why it is refused.
    package var check: @Sendable (Data) throws -> Summary
    /// The catalog served without `--catalog`: the built-in one, of `--demo-size` products when given.
    package var builtIn: @Sendable (_ size: Int?) throws -> Summary

    package init(check: @escaping @Sendable (Data) throws -> Summary, builtIn: @escaping @Sendable (_ size: Int?) throws -> Summary) {
        self.check = check
        self.builtIn = builtIn
    }
}
