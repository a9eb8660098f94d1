import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// A product without options has one variant, "Default Title", which the storefront never names.
@Suite struct DefaultTitleUITests {
    static let giftBox: Product = {
        let variant = ProductVariant(
            id: ProductVariant.ID("gid://shopify/ProductVariant/90"), title: "Default Title", sku: "GB-1", availableForSale: false,
            price: UI.money("30.00"), compareAtPrice: nil, selectedOptions: [SelectedOption(name: "Title", value: "Default Title")], image: nil)
        return Product(
            summary: UI.summary(9, title: "Gift box", price: "30.00", available: false), description: "A box.", tags: [], options: [],
            images: [], variants: [variant], hasMoreVariants: false)
    }()

    @Test func aSoldOutProductWithoutOptionsIsNamedByItsTitle() {
        let (state, effects) = UI.run(StockFixtures.loaded(Self.giftBox), [.key(.enter)])
        #expect(state.cart.local.lines.isEmpty && effects.isEmpty)
        #expect(state.status == StatusLine("Gift box is sold out.", kind: .error))
        #expect(!render(state).text.contains("Default Title"))
    }
}
