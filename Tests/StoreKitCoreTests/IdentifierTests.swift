import Foundation
import Testing

@testable import StoreKitCore

@Suite struct IdentifierTests {
    @Test func globalIDsAreTypedAndParsed() {
        let id: ProductSummary.ID = "gid://shopify/Product/42"
        #expect(id.resourceType == "Product")
        #expect(ProductVariant.ID("gid://shopify/ProductVariant/1").resourceType == "ProductVariant")
        #expect(isGlobalID("gid://shopify/Collection/1"))
        #expect(!isGlobalID("swift-runner"))
        #expect(ProductQuery.Reference("gid://shopify/Product/1") == .id("gid://shopify/Product/1"))
        #expect(ProductQuery.Reference("swift-runner") == .handle("swift-runner"))
    }
}
