import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// Revalidation against a store whose catalog changed since the cart was filled.
@Suite struct RevalidationTests {
    func catalog(price: String, available: Bool, includeHat: Bool) throws -> DemoCatalog {
        let hat = includeHat ? #",{"handle":"hat","title":"Hat","variants":[{"price":"5.00"}]}"# : ""
        let json =
            #"{"shop":{"name":"S"},"products":[{"handle":"cap","title":"Cap","variants":[{"price":"\#(price)","availableForSale":\#(available)}]}\#(hat)]}"#
        return try DemoCatalog(file: CatalogFile.decodeInFileOrder(Data(json.utf8)))
    }

    func line(_ id: Int, _ title: String, _ price: String) -> LocalCart.Line {
        LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(id)"), quantity: 1, productTitle: title,
            productHandle: title.lowercased(), variantTitle: "Default Title", price: Money(amount: price, currencyCode: "USD")!)
    }

    @Test func reportsPriceChangesSoldOutAndRemovedWithoutLosingLines() async throws {
        let cart = LocalCart(lines: [line(1, "Cap", "10.00"), line(2, "Hat", "5.00"), line(3, "Scarf", "7.00")])
        let changed = try DemoHarness(catalog: catalog(price: "12.50", available: false, includeHat: true))
        let (fresh, changes) = try await CartRevalidator(client: changed.client).revalidate(cart)
        #expect(fresh.lines.count == 3)
        #expect(fresh.lines[0].price == Money(amount: "12.50", currencyCode: "USD"))
        #expect(changes.map(\.line) == [1, 1, 3])
        #expect(
            changes.map(\.change) == [
                .soldOut, .priceChanged(from: Money(amount: "10", currencyCode: "USD")!, to: Money(amount: "12.5", currencyCode: "USD")!), .removed,
            ])
        #expect(changes.filter(\.change.blocksCheckout).map(\.line) == [1, 3])
    }

    @Test func nothingChangedReportsNothing() async throws {
        let cart = LocalCart(lines: [line(1, "Cap", "10.00"), line(2, "Hat", "5.00")])
        let same = try DemoHarness(catalog: catalog(price: "10.00", available: true, includeHat: true))
        let (fresh, changes) = try await CartRevalidator(client: same.client).revalidate(cart)
        #expect(changes.isEmpty)
        #expect(fresh == cart)
    }
}
