import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The launch query: shop, collections and the first collection's products in one request.
@Suite struct HomeQueryTests {
    @Test func oneRequestBringsTheShopTheCollectionsAndTheFirstCollectionsProducts() async throws {
        let demo = try DemoHarness()
        let home = try await demo.client.fetch(HomeQuery(first: 3, productsFirst: 5))
        #expect(home.shop.name == "Trailhead Shoe Co.")
        #expect(home.collections.items.map(\.handle) == ["running", "trail", "boots"])
        #expect(home.collections.hasNextPage)
        let first = try #require(home.firstProducts)
        #expect(first.handle == "running")
        #expect(first.page.items.count == 5)
        let direct = try await demo.client.fetch(CollectionProductsQuery(handle: "running", first: 5)).collection?.products
        #expect(first.page.items == direct?.items)
        #expect(first.page.endCursor == direct?.endCursor)
        #expect(demo.store.requestLog.map(\.operationName) == ["Home", "CollectionProducts"])
    }
}
