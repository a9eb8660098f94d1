import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// A product with more variants than one request reads (Shopify allows 2,048): every variant
/// arrives, a page of 100 at a time, each request within the tokenless cost limit.
@Suite struct LargeProductTests {
    static func catalog(variants: Int) throws -> DemoCatalog {
        var file = ShoeStoreCatalog.file(size: 1)
        let sizes = (1...variants).map { "Size \($0)" }
        file.products[0].options = [CatalogFile.Option(name: "Size", values: sizes)]
        file.products[0].variants = sizes.enumerated().map { index, size in
            CatalogFile.Variant(
                title: size, sku: nil, price: "\(50 + index).00", compareAtPrice: nil, availableForSale: true,
                quantityAvailable: 3, selectedOptions: ["Size": size])
        }
        return try DemoCatalog(file: file)
    }

    @Test(arguments: [100, 101, 250])
    func everyVariantIsReadInPagesTokenless(count: Int) async throws {
        let demo = try DemoHarness(catalog: Self.catalog(variants: count), token: "")
        let handle = demo.store.catalog.products[0].handle
        let product = try #require(try await demo.client.productDetails(.handle(handle)).product)
        #expect(product.variants.count == count)
        #expect(product.variants.map(\.title) == (1...count).map { "Size \($0)" })
        #expect(!product.hasMoreVariants && product.moreVariantsCursor == nil)
        let pages = demo.store.requestLog.filter { $0.operationName == "ProductVariants" }.count
        #expect(pages == (count - 1) / variantPageLimit)
        #expect(demo.store.requestLog.allSatisfy { $0.status == 200 })
    }
}
