import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

@Suite struct BuiltInCatalogTests {
    let catalog = DemoHarness.shoeStore

    @Test func isABelievableShoeStore() {
        #expect(catalog.collections.count >= 6)
        #expect(catalog.products.count >= 80)
        // Shoes come in sizes and colours; a service (the protection plan, an add-on) does not.
        let shoes = catalog.products.filter { !$0.tags.contains("service") }
        #expect(shoes.count == catalog.products.count - 1)
        #expect(shoes.allSatisfy { $0.options.map(\.name) == ["Size", "Color"] })
        #expect(shoes.allSatisfy { $0.options.count == 2 && $0.variants.count == $0.options[0].values.count * $0.options[1].values.count })
        #expect(catalog.products.contains { !$0.availableForSale })
        #expect(catalog.products.contains { $0.availableForSale && $0.variants.contains { !$0.availableForSale } })
        #expect(catalog.products.contains { $0.variants.contains { $0.compareAtPrice != nil } })
        #expect(catalog.products.contains { $0.title.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(catalog.products.contains { $0.title.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(catalog.products.allSatisfy { $0.description.count > 300 })
        #expect(Set(catalog.products.map(\.handle)).count == catalog.products.count)
    }

    @Test func isDeterministic() {
        #expect(ShoeStoreCatalog.file() == ShoeStoreCatalog.file())
    }

    @Test func generatesALargeCatalog() throws {
        let large = try DemoCatalog(file: ShoeStoreCatalog.file(size: 10_000))
        #expect(large.products.count == 10_000)
        #expect(Set(large.products.map(\.handle)).count == 10_000)
        #expect(large.collection(handle: "all")?.productIndices.count == 10_000)
    }
}
