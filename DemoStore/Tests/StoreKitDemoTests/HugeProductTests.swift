import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// A product of 1,998 variants (37 sizes × 54 colours, as Shopify allows up to 2,048) opens as
/// fast as one of 20: one page of variants, the store's marks for all of them, and a variant
/// chosen beyond that page read on its own, with its count.
@Suite struct HugeProductTests {
    static func catalog() throws -> DemoCatalog {
        var file = ShoeStoreCatalog.file(size: 1)
        let sizes = (1...37).map { "W\($0)" }
        let colors = (1...54).map { "Shade \($0)" }
        file.products[0].options = [CatalogFile.Option(name: "Size", values: sizes), CatalogFile.Option(name: "Color", values: colors)]
        var variants: [CatalogFile.Variant] = []
        for (c, color) in colors.enumerated() {
            for (s, size) in sizes.enumerated() {
                // Every 7th is sold out; the counts differ so that a wrong one shows.
                variants.append(
                    CatalogFile.Variant(
                        title: nil, sku: nil, price: "80.00", compareAtPrice: nil, availableForSale: (c * 37 + s) % 7 != 0,
                        quantityAvailable: (c * 37 + s) % 7 == 0 ? 0 : 1 + (c + s) % 9,
                        selectedOptions: ["Size": size, "Color": color]))
            }
        }
        file.products[0].variants = variants
        return try DemoCatalog(file: file)
    }

    @Test func thePageOpensWithOnePageAndTheMarksOfEveryVariant() async throws {
        let demo = try DemoHarness(catalog: Self.catalog())
        let handle = demo.store.catalog.products[0].handle
        let product = try #require(try await demo.client.productPage(.handle(handle)))
        #expect(product.variants.count == variantPageLimit && product.hasMoreVariants)
        let marks = try #require(product.marks)
        #expect(marks.existence.count == 1_998)
        let all = demo.store.catalog.products[0].variants
        #expect(marks.availability.count == all.filter(\.availableForSale).count)
        // Two requests (the product, its first page of counts), not 21 pages of variants.
        #expect(demo.store.requestLog.map(\.operationName).sorted() == ["Product", "ProductStock"])
        // Every mark is right, for the variants beyond the first page too.
        for variant in all {
            let selection = Dictionary(uniqueKeysWithValues: variant.selectedOptions.map { ($0.name, $0.value) })
            let positions = try #require(product.positions(of: selection))
            #expect(marks.availability.contains(positions) == variant.availableForSale, "\(variant.title)")
        }
    }

    @Test func aVariantBeyondThePageIsReadWithItsCount() async throws {
        let demo = try DemoHarness(catalog: Self.catalog())
        let catalogProduct = demo.store.catalog.products[0]
        let last = try #require(catalogProduct.variants.last { $0.availableForSale })
        let variant = try #require(try await demo.client.variant(of: ProductSummary.ID(catalogProduct.id), matching: last.clientSelectedOptions))
        #expect(variant.id.rawValue == last.id)
        #expect(variant.quantityAvailable == last.quantityAvailable)
        // Tokenless: the variant without a count (counts are for a token).
        let tokenless = try DemoHarness(catalog: Self.catalog(), token: "")
        let bare = try #require(try await tokenless.client.variant(of: ProductSummary.ID(catalogProduct.id), matching: last.clientSelectedOptions))
        #expect(bare.quantityAvailable == nil)
    }

    /// The command line lists every variant with its count: the counts are read a page of 250
    /// at a time, all of them.
    @Test func everyCountIsRightForEveryVariant() async throws {
        let demo = try DemoHarness(catalog: Self.catalog())
        let catalogProduct = demo.store.catalog.products[0]
        let product = try #require(try await demo.client.productWithStock(.handle(catalogProduct.handle)))
        #expect(product.variants.count == 1_998)
        #expect(product.variants.map(\.quantityAvailable) == catalogProduct.variants.map(\.quantityAvailable))
    }
}
