import Foundation
import GraphQL
import StoreKitCore

/// "You may also like": products like one, as Shopify's `RELATED` intent (the same type first,
/// then the same collections); `COMPLEMENTARY` pairs it with products of other types from its
/// collections. At most 10, never the product itself.
enum Recommendations {
    static func products(for product: DemoCatalog.Product, in catalog: DemoCatalog, complementary: Bool) -> [DemoCatalog.Product] {
        let neighbours = catalog.collections.filter { $0.productIndices.contains(product.position) }
            .flatMap(\.productIndices).map { catalog.products[$0] }
        var seen: Set<String> = [product.id]
        let candidates: [DemoCatalog.Product]
        if complementary {
            candidates = neighbours.filter { $0.productType != product.productType }
        } else {
            candidates = catalog.products.filter { $0.productType == product.productType } + neighbours
        }
        return Array(candidates.filter { seen.insert($0.id).inserted && $0.availableForSale }.prefix(10))
    }
}
