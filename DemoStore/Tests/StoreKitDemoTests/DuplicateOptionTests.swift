import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// A product cannot have two options of one name (Shopify refuses it).
@Suite struct DuplicateOptionTests {
    @Test func twoOptionsOfOneNameAreRefused() {
        let json =
            #"{"shop": {"name": "S"}, "products": [{"handle": "a", "title": "A", "options": [{"name": "Size", "values": ["S"]}, {"name": "size", "values": ["M"]}], "variants": [{"price": "1.00", "selectedOptions": {"Size": "S", "size": "M"}}]}]}"#
        // The first problem; the variant's "size" is then an option the product does not have.
        do {
            _ = try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8)))
            Issue.record("accepted")
        } catch {
            #expect(error.problems.first == .init(path: "products[0].options[1].name", reason: "\"size\" is the name of another option"))
        }
    }
}
