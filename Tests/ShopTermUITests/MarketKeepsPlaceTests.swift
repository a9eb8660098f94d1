import ShopTermUI
import StoreKitCore
import Testing

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
        #expect(changed.stack.count == 2)
        let read = try #require(changed.request(for: .product))
        #expect(effects.contains(.request(read, .product(handle: "studio-apron"))))
        #expect(Self.requests(effects).contains(.home))

        let shown = UI.settle(changed, [.response(read, .product(Self.inCAD(SoldOutHintsTests.apron())))], ignoring: [.request])
        let screen = try #require(shown.screen.product)
        #expect(screen.selectedVariant?.title == "Ink / S")
        #expect(screen.quantity == 2)
        let price = Money(amount: "52.00", currencyCode: "CAD")!.formatted(shown.moneyStyle)
        #expect(render(shown).text.contains(price))
        #expect(!render(shown).text.contains("38.00"))
        // Back is the shop's first screen.
        #expect(UI.settle(shown, [.key(.escape)], ignoring: [.cancel]).stack == [.home])
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
