import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The built-in shoe store reads like a real one: accents folded into handles as Shopify does,
/// and no doubled full stops after a vendor that ends in one.
@Suite struct ShoeStoreTextTests {
    @Test func handlesFoldAccentsAndSentencesEndOnce() throws {
        let catalog = try DemoCatalog(file: ShoeStoreCatalog.file())
        let loafer = try #require(catalog.products.first { $0.title.hasPrefix("Café Loafer") })
        #expect(loafer.handle == "cafe-loafer")
        #expect(ShoeStoreCatalog.slug("Crème Brûlée Runner", index: nil) == "creme-brulee-runner")
        #expect(catalog.products.allSatisfy { !$0.description.contains("..") })
        #expect(loafer.description.hasPrefix("Café Loafer ☕ by Alder & Co. A clean"))
    }
}
