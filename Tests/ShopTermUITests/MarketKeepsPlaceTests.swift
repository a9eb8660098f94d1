import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// `m` from a product page or the cart: after the change of market the shopper is on the same
/// product (its options and quantity as chosen) or the cart, in the new currency.
@Suite struct MarketKeepsPlaceTests {
    static func requests(_ effects: [Effect]) -> [Request] {
        UI.screens(effects).compactMap { effect -> Request? in if case .request(_, let request) = effect { return request } else { return nil } }
    }

    /// The apron in Canadian dollars, as the store prices it there.
    static func inCAD(_ product: Product) -> Product {
        var product = product
        let price = Money(amount: "52.00", currencyCode: "CAD")!
        product.summary.minPrice = price
        product.summary.maxPrice = price
        for index in product.variants.indices { product.variants[index].price = price }
        return product
    }

    @Test func aProductPageStaysThroughAChangeOfMarket() throws {
        let page = try SoldOutHintsTests.page(SoldOutHintsTests.apron())
        // Ink / S, two of them.
        let chosen = UI.settle(page, [.key(.right), .key(.character("+"))], ignoring: [])
        #expect(chosen.screen.product?.selectedVariant?.title == "Ink / S")
        let (changed, effects) = try MarketPickerTests.changeToCanada(from: chosen)
        let reopened = try #require(changed.screen.product)
        #expect(reopened.handle == "studio-apron")
        // The way back is the collection the product was opened from, read anew in the new market.
        #expect(changed.stack.count == 3)
        #expect(changed.stack[1].collection?.handle == "running")
        let read = try #require(changed.request(for: .product))
        #expect(effects.contains(.request(read, .product(handle: "studio-apron"))))
        #expect(Self.requests(effects).contains(.home))
        #expect(Self.requests(effects).contains(.collectionProducts(handle: "running", after: nil)))

        let shown = UI.settle(changed, [.response(read, .product(Self.inCAD(SoldOutHintsTests.apron())))], ignoring: [.request])
        let screen = try #require(shown.screen.product)
        #expect(screen.selectedVariant?.title == "Ink / S")
        #expect(screen.quantity == 2)
        let price = Money(amount: "52.00", currencyCode: "CAD")!.formatted(shown.moneyStyle)
        #expect(render(shown).text.contains(price))
        #expect(!render(shown).text.contains("38.00"))
        // Back is that collection, then the shop's first screen: the path the shopper took.
        let back = UI.settle(shown, [.key(.escape)], ignoring: [.cancel])
        #expect(back.screen.collection?.handle == "running")
        #expect(render(back).lines[0].contains("›"), "\(render(back).text)")
        #expect(UI.settle(back, [.key(.escape)], ignoring: [.cancel]).stack == [.home])
    }

    /// A collection sorted by price stays so through a change of market; its filters (a price
    /// range in the old currency among them) start over.
    @Test func aSortedCollectionStaysSortedThroughAChangeOfMarket() throws {
        var state = try SoldOutHintsTests.page(SoldOutHintsTests.apron())
        state = UI.run(state, [.key(.escape)]).0
        state.stack[state.top].collection?.finding.options = ProductListOptions(
            sort: .priceAscending, filters: [.price(min: 10, max: nil), .vendor("Trailhead")])
        let (changed, effects) = try MarketPickerTests.changeToCanada(from: state)
        let collection = try #require(changed.screen.collection)
        #expect(changed.stack.count == 2)
        #expect(changed.status?.text.hasSuffix("The collection's filters start over.") == true)
        #expect(collection.handle == "running" && collection.finding.options == ProductListOptions(sort: .priceAscending))
        let sorted = ProductListOptions(sort: .priceAscending)
        #expect(Self.requests(effects) == [.home, .collectionProducts(handle: "running", after: nil, options: sorted)])
    }

    @Test func theCartStaysThroughAChangeOfMarket() throws {
        var cart = LocalCart()
        try cart.add(
            LocalCart.Line(
                variantID: ProductVariant.ID("gid://shopify/ProductVariant/70"), quantity: 2, productTitle: "Studio Apron",
                productHandle: "studio-apron", variantTitle: "Sand / S", price: Money(amount: "38.00", currencyCode: "USD")!))
        let inCart = UI.settle(UI.home(cart: cart), [.key(.character("c"))], ignoring: [])
        let (changed, effects) = try MarketPickerTests.changeToCanada(from: inCart)
        #expect(changed.screen == .cart)
        #expect(changed.stack == [.home, .cart])
        let check = try #require(changed.cartChecking)
        #expect(effects.contains(.request(check, .revalidate(changed.cart.local))))
        var repriced = changed.cart.local
        repriced.lines[0].price = Money(amount: "52.00", currencyCode: "CAD")!
        let priced = UI.settle(changed, [.response(check, .revalidated(repriced, []))], ignoring: [.saveCart])
        #expect(priced.screen == .cart)
        let total = Money(amount: "104.00", currencyCode: "CAD")!.formatted(priced.moneyStyle)
        #expect(render(priced).text.contains(total))
    }
}
