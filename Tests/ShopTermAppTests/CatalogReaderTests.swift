import Foundation
import ShopTermApp
import StoreKitCore
import Synchronization
import Testing

/// What the catalog commands ask the store (``CatalogReader``), in this process, against a
/// tea shop of our own: what was only tested by running the executable.
@Suite struct CatalogReaderTests {
    static func reader(_ shop: TeaShop, said: CheckoutStepsTests.Said) -> CatalogReader {
        CatalogReader(session: shop.session, say: { said.say($0) })
    }

    static let pager = Pager(first: 20, after: nil, all: false)

    @Test func aCollectionsProductsAreListedInItsOrder() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        let said = CheckoutStepsTests.Said()
        let page = try await Self.reader(shop, said: said).products(
            collection: "tea", query: nil, sort: nil, reverse: false, filters: [], pager: Self.pager)
        #expect(page.items.map(\.title) == ["Green Tea", "Oolong"])
        #expect(said.all.isEmpty)
    }

    @Test func aCollectionTheShopHasNotIsSaidWithWhereToLook() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        await #expect {
            _ = try await Self.reader(shop, said: CheckoutStepsTests.Said()).products(
                collection: "coffee", query: nil, sort: nil, reverse: false, filters: [], pager: Self.pager)
        } throws: { error in
            (error as? CLIError)?.description == "no collection with the handle \"coffee\"; see: shopterm collections"
        }
    }

    @Test func aSearchFindsByWordAndTheProductByHandle() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        let reader = Self.reader(shop, said: CheckoutStepsTests.Said())
        let found = try await reader.search("teapot", sort: nil, reverse: false, filters: [], pager: Self.pager)
        #expect(found.items.map(\.handle) == ["teapot"])
        let product = try await reader.product("teapot")
        #expect(product.variants.map(\.title) == ["Blue", "White"])
        let listing = try await reader.listing(collection: "tea", query: nil, filters: [])
        #expect(!listing.filters.isEmpty)
    }

    /// Every page with --all: the pager follows the cursors, one request a page.
    @Test func everyPageIsFollowed() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        let page = try await Self.reader(shop, said: CheckoutStepsTests.Said()).products(
            collection: nil, query: nil, sort: "title", reverse: false, filters: [], pager: Pager(first: 1, after: nil, all: true))
        #expect(page.items.map(\.title) == ["Green Tea", "Oolong", "Teapot"])
        #expect(shop.operations.operations.filter { $0 == "query Products" }.count == 3)
    }

    /// A buyer's country the shop does not sell to is said once, after the answer.
    @Test func aCountryTheShopDoesNotSellToIsSaid() async throws {
        let shop = try TeaShop(country: "JP")
        defer { shop.close() }
        let said = CheckoutStepsTests.Said()
        _ = try await Self.reader(shop, said: said).product("green-tea")
        #expect(said.all.count == 1)
        #expect(said.all.first?.contains("JP") == true)
    }
}
