import Foundation
import StoreKitDemo

extension CatalogFile {
    /// A test's catalog with its IDs numbered in file order (`gid://shopify/ProductVariant/1` is
    /// its first variant), as the commerce tests name them; the stable IDs of catalog files are
    /// CatalogIDTests'.
    public static func decodeInFileOrder(_ data: Data) throws(CatalogError) -> CatalogFile {
        var file = try decode(data)
        file.numbersIDsInFileOrder = true
        return file
    }
}
