import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// Add-ons and bundles in the storefront: `u` on a product page chooses the cart line it goes
/// under, ⏎ adds it there; the cart lists it under its line and what a bundle holds under the
/// bundle, without prices; removing a line takes its add-ons, and `u` puts them all back; the
/// review lists a bundle's parts with their shares of its price.
@Suite struct AddOnsAndBundlesUITests {
    static func line(_ n: Int, price: String = "10") -> LocalCart.Line {
        LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: 1, productTitle: "Item \(n)",
            productHandle: "item-\(n)", variantTitle: "Default Title", price: UI.money(price))
    }

    @Test func uChoosesTheLineAndEnterAddsUnderIt() throws {
        var cart = LocalCart()
        try cart.add(Self.line(11))
        try cart.add(Self.line(12))
        var state = StockFixtures.loaded(cart: cart)
        state = UI.settle(state, [.key(.character("u"))], ignoring: [])
        #expect(state.status?.text.hasPrefix("⏎ adds it under line 1, Item 11 as its add-on") == true, "\(String(describing: state.status))")
        #expect(render(state).text.contains("⏎ adds it under line 1, Item 11"))
        state = UI.settle(state, [.key(.character("u"))], ignoring: [])
        #expect(state.status?.text.hasPrefix("⏎ adds it under line 2, Item 12") == true)
        let (added, effects) = UI.run(state, [.key(.enter)])
        #expect(added.cart.local.lines.map(\.isAddOn) == [false, false, true])
        #expect(added.cart.local.lines[2].parentVariantID == Self.line(12).variantID)
        #expect(effects.contains(.saveCart(added.cart.local)))
        #expect(added.status?.text.hasPrefix("Added 1 × ") == true && added.status?.text.contains("under line 2, Item 12.") == true)
        // Past the last line, ⏎ adds a line of its own again.
        let own = UI.settle(state, [.key(.character("u"))], ignoring: [])
        #expect(own.status?.text == "⏎ adds to the cart on its own line.")
        // A store spoken to before 2025-10 takes no add-on: said at once.
        var old = StockFixtures.loaded(cart: cart)
        old.apiVersion = "2025-07"
        old = UI.settle(old, [.key(.character("u"))], ignoring: [])
        #expect(old.status?.kind == .error && old.status?.text.hasPrefix("add-ons are nested cart lines") == true)
    }

    @Test func theCartShowsAddOnsAndBundleItemsAndUndoPutsThemBack() throws {
        var cart = LocalCart()
        try cart.add(Self.line(1))
        var kit = Self.line(2, price: "99.99")
        kit.bundleItems = [BundleItem(title: "Socks", quantity: 2), BundleItem(title: "Pack", quantity: 1)]
        try cart.add(kit)
        try cart.add(Self.line(3, price: "15"), under: 1)
        var state = UI.settle(UI.home(cart: cart), [.key(.character("c"))], ignoring: [])
        let rows = render(state).lines
        let warranty = try #require(rows.firstIndex { $0.contains("+ Item 3") }, "\(rows)")
        #expect(rows[warranty - 1].contains("Item 1") && rows[warranty].contains("$15.00"))
        let socks = try #require(rows.first { $0.contains("· 2 × Socks") }, "\(rows)")
        #expect(!socks.contains("$"), "a part's price is the store's to state: \(socks)")
        #expect(rows.contains { $0.contains("· Pack") })
        state = UI.settle(state, [.key(.character("d"))], ignoring: [.saveCart])
        #expect(state.cart.local.lines.map(\.productTitle) == ["Item 2"])
        #expect(state.status?.text == "Removed Item 1 and its 1 add-on; u puts them back.")
        state = UI.settle(state, [.key(.character("u"))], ignoring: [.saveCart])
        #expect(state.cart.local.lines.map(\.productTitle) == ["Item 1", "Item 3", "Item 2"])
        #expect(state.cart.local.lines[1].isAddOn)
    }

    @Test func theReviewListsABundlesPartsWithTheirShares() throws {
        func structured(_ checkout: CheckoutState) -> CheckoutState {
            var checkout = checkout
            checkout.lines[0].parts = [
                BundlePart(
                    variantID: ProductVariant.ID("gid://shopify/ProductVariant/8"), productTitle: "Socks", variantTitle: "M", quantity: 2,
                    total: UI.money("4.00")),
                BundlePart(
                    variantID: ProductVariant.ID("gid://shopify/ProductVariant/9"), productTitle: "Pack", variantTitle: "Default Title",
                    quantity: 1, total: UI.money("6.00")),
            ]
            checkout.lines[1].parentID = checkout.lines[0].id
            return checkout
        }
        var (state, effects) = UI.run(CheckoutFlowFixtures.filledAddress(), [.key(.enter)])
        (state, effects) = UI.run(state, [.response(try #require(UI.requestID(effects)), .checkout(structured(UI.checkoutState())))])
        (state, effects) = UI.run(state, [.response(try #require(UI.requestID(effects)), .checkout(structured(UI.checkoutState(rates: UI.rates))))])
        (state, effects) = UI.run(state, [.key(.enter)])
        state = UI.settle(
            state, [.response(try #require(UI.requestID(effects)), .checkout(structured(UI.checkoutState(rates: UI.rates, selected: UI.rates[1]))))],
            ignoring: [])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .review)
        let rows = render(state).lines
        let bundle = try #require(rows.firstIndex { $0.contains("1 × Shoe 1") }, "\(rows)")
        #expect(rows[bundle + 1].contains("· 2 × Socks (M)") && rows[bundle + 1].contains("incl. $4.00"), "\(rows)")
        #expect(rows[bundle + 2].contains("· 1 × Pack") && rows[bundle + 2].contains("incl. $6.00"), "\(rows)")
        #expect(rows[bundle + 3].contains("+ 2 × Shoe 2"), "the add-on under its line: \(rows)")
    }

    /// A store that will not take the cart's lines while its totals are asked (`r`): said, and
    /// the recheck no longer waits for it.
    @Test func aStoreRefusingTheCartIsSaid() {
        var state = CartScreenFixtures.withCart()
        state.cart.recheckAsksStoreCart = true
        var effects: [Effect] = []
        StoreCartRules.received(.failure(.refused(["lines.1.parent": "A bundle cannot have nested lines."])), &state, &effects)
        #expect(state.status == StatusLine("The store would not take the cart as it is: A bundle cannot have nested lines.", kind: .error))
        #expect(!state.cart.recheckAsksStoreCart)
    }
}
