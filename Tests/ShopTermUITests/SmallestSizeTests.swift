import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// At 40×12 a list still names its products, and every row of the cart can be reached.
@Suite struct SmallestSizeTests {
    static func sek(_ amount: String) -> Money { Money(amount: amount, currencyCode: "SEK")! }

    /// A bath shop's collection at 40×12: a product on sale beside its price keeps its name.
    @Test func productNamesStayBesideLongPrices() throws {
        let soak = ProductSummary(
            id: ProductSummary.ID("gid://shopify/Product/81"), handle: "hinoki-soak", title: "Hinoki Bath Soak Set", vendor: "Yu",
            productType: "Bath", availableForSale: true, minPrice: Self.sek("176.86"), maxPrice: Self.sek("176.86"),
            compareAtPrice: Self.sek("473.61"), featuredImage: nil)
        let home = UI.home(width: 40, height: 12)
        var (state, effects) = UI.run(home, [.key(.enter)])
        let page = try #require(UI.requestID(UI.screens(effects)))
        #expect(UI.screens(effects) == [.request(page, .collectionProducts(handle: "running", after: nil))])
        state = UI.settle(
            state, [.response(page, .products(ProductListing(page: Page(items: [soak], hasNextPage: false, endCursor: nil))))], ignoring: [.timer])
        let row = try #require(render(state).lines.first { $0.contains("▸") })
        #expect(row.contains("Hinoki Bath Soak Set"), "\(row)")
        #expect(row.contains(Self.sek("176.86").formatted(state.moneyStyle)), "\(row)")
    }

    /// A cart of two teas with a code, whose store totals (discount, shipping, taxes) do not
    /// fit at 40×12: ↓ past the code scrolls them into sight, ↑ comes back.
    @Test func everyRowOfTheCartCanBeReached() throws {
        var cart = LocalCart()
        for (n, title) in [(1, "Sencha"), (2, "Assam")] {
            try cart.add(
                LocalCart.Line(
                    variantID: ProductVariant.ID("gid://shopify/ProductVariant/8\(n)"), quantity: n, productTitle: title,
                    productHandle: "tea-\(n)", variantTitle: "100 g", price: Self.sek("95.00")))
        }
        cart.extras = CartExtras(discountCodes: ["FIKA10"])
        var state = UI.home(width: 40, height: 12, cart: cart)
        state.cart.lastStoreCart = CheckoutState(
            id: "gid://shopify/Cart/81", webURL: "https://tea.example/checkouts/cn/81", email: nil, address: nil,
            lines: cart.lines.enumerated().map { index, line in
                CheckoutLine(
                    id: "l\(index)", variantID: line.variantID, quantity: line.quantity, title: line.productTitle, variantTitle: "100 g",
                    unitPrice: line.price)
            },
            subtotal: Self.sek("285.00"), taxes: Self.sek("68.63"),
            selectedRate: ShippingRate(handle: "postnord", title: "PostNord", price: Self.sek("49.00")),
            discountCodes: [CartDiscountCode(code: "FIKA10", applicable: true)],
            discounts: [CartDiscount(title: "FIKA10", isCode: true, amount: Self.sek("28.50"))])
        state = UI.settle(state, [.key(.character("c"))], ignoring: [])
        let first = render(state).text
        // The header states the cart's total as the store does (FIKA10 taken off, shipping and taxes added), as its last row does.
        let total = Self.sek("374.13").formatted(state.moneyStyle)
        #expect(render(state).lines[0].hasSuffix("cart 3 · \(total)"), "\(first)")
        // Both products are in sight: what is below (shipping, taxes) is no more to buy.
        #expect(first.contains("ITEM  ↓ more ") && !first.contains("↓ 2"), "\(first)")
        #expect(!first.contains("Shipping") && !first.contains("Taxes"))

        var seen = first
        for _ in 0..<6 {
            state = UI.settle(state, [.key(.down)], ignoring: [])
            seen += render(state).text
        }
        for label in ["Sencha", "Assam", "FIKA10", "Subtotal", "Shipping (PostNord)", "Taxes", "Total"] {
            #expect(seen.contains(label), "\(label) never shown")
        }
        let last = render(state).text
        #expect(last.contains("Shipping (PostNord)") && last.contains("Taxes") && !last.contains("↓"), "\(last)")
        #expect(!(render(state).lines.last ?? "").contains("remove"))
        // Back up to the first line, highlighted again.
        state = UI.settle(state, [.key(.character("g"))], ignoring: [])
        #expect(state.cart.selection == 0)
        #expect(render(state).text.contains("Sencha"))
    }

    /// The mark beside the headings counts the products hidden, not the rows: a hidden total or
    /// code is "more", never counted as something more to buy.
    @Test func theHiddenRowsMarkCountsProducts() {
        let line = { (n: Int) in
            CartRow.line(
                n,
                LocalCart.Line(
                    variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: 3, productTitle: "Tea \(n)",
                    productHandle: "tea-\(n)", variantTitle: "100 g", price: Self.sek("95.00")))
        }
        let rows: [CartRow] = [line(0), line(1), line(2), .blank, .subtotal("285,00 kr"), .remark("9 items")]
        #expect(Views.hiddenRowsMark(rows, shown: [0, 5]) == "  ↓ 2 more")
        #expect(Views.hiddenRowsMark(rows, shown: [0, 1, 5]) == "  ↓ 1 more")
        #expect(Views.hiddenRowsMark(rows, shown: [0, 1, 2, 5]) == "  ↓ more")
        #expect(Views.hiddenRowsMark(rows, shown: [2, 3, 4, 5]) == "  ↑ 2 more")
        #expect(Views.hiddenRowsMark(rows, shown: [3, 4, 5]) == "  ↑ 3 more")
    }
}
