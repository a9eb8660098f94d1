import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// Discount codes, gift cards and the note in the storefront's cart.
@Suite struct CartExtrasTests {
    static func keys(_ text: String) -> [Event] { text.map { .key(.character($0)) } }

    @Test func aCodeIsTypedSentAndWhatTheStoreSaysShows() throws {
        var (state, effects) = UI.run(CartScreenFixtures.withCart(), [.key(.character("%"))] + Self.keys("WELCOME10") + [.key(.enter)])
        #expect(state.cart.prompt == nil)
        let id = try #require(state.cartExtrasRequest)
        #expect(effects == [.request(id, .cartExtras(.addDiscount("WELCOME10"), state.cart.local))])
        #expect(state.status == StatusLine("Asking the store…"))
        var answered = state.cart.local
        answered.extras = CartExtras(discountCodes: ["WELCOME10"], giftCardCodes: ["GIFT-0025-TRAIL"])
        answered.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/1", apiVersion: state.apiVersion)
        (state, effects) = UI.run(
            state, [.response(id, .cartExtras(answered, CartExtrasFixtures.store(answered), notices: ["WELCOME10 takes $3.00 off."], refusal: nil))])
        #expect(state.cart.local.extras == answered.extras && state.cart.local.storeCart == answered.storeCart)
        #expect(effects == [.saveCart(state.cart.local)])
        #expect(state.status == StatusLine("WELCOME10 takes $3.00 off."))
        let text = render(state).text
        #expect(text.contains("Discount code WELCOME10") && text.contains("-$3.00"))
        // What the card pays now, and that it pays the shipping and taxes too: never a remainder.
        #expect(text.contains("Gift card …RAIL") && text.contains("-$5.00") && !text.contains("left)"), "\(text)")
        #expect(text.contains("Gift card …RAIL also pays") && text.contains("shipping, taxes"), "\(text)")
        #expect(text.contains("Total before shipping and taxes") && text.contains("$22.00"), "\(text)")
        #expect(!text.contains("TRAIL") || !text.contains("0025"))
        // A changed quantity makes the store's totals stale: the subtotal shows while the store
        // is asked for its cart again, then its totals, with the code and the card, come back.
        for key in ["+", "-", "d"] {
            (state, effects) = UI.run(state, [.key(.character(Character(key)))])
            #expect(render(state).text.contains("codes counted at checkout"), "after \(key)")
            let refresh = try #require(state.storeCartRefresh)
            #expect(effects.contains(.request(refresh, .refreshStoreCart(state.cart.local))), "after \(key)")
            #expect(UI.writes(effects) == [.saveCart(state.cart.local), .request(refresh, .refreshStoreCart(state.cart.local))], "after \(key)")
            var store = CartExtrasFixtures.store(state.cart.local)
            store.lines = state.cart.local.lines.enumerated().map { index, line in
                CheckoutLine(
                    id: "l\(index)", variantID: line.variantID, quantity: line.quantity, title: line.productTitle,
                    variantTitle: line.variantTitle, unitPrice: line.price)
            }
            store.subtotal = try #require(state.cart.local.subtotal)
            (state, effects) = UI.run(state, [.response(refresh, .cartExtras(state.cart.local, store, notices: [], refusal: nil))])
            #expect(UI.writes(effects) == [.saveCart(state.cart.local)], "after \(key)")
            let text = render(state).text
            #expect(text.contains("Discount code WELCOME10") && text.contains("-$3.00") && text.contains("also pays"), "after \(key): \(text)")
            #expect(!text.contains("codes counted at checkout"))
            // Answered: nothing more is asked.
            #expect(UI.run(state, [.tick]).1.isEmpty)
        }
    }

    /// A store cart left in another currency (an earlier market's) never shows its totals
    /// beside lines in this one: the store is asked to move it.
    @Test func aStoreCartInAnotherCurrencyIsNotShownAndIsMoved() throws {
        var cart = CartScreenFixtures.withCart().cart.local
        cart.extras = CartExtras(discountCodes: ["WELCOME10"])
        cart.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/1", apiVersion: APIVersion.default.rawValue)
        var state = UI.home(cart: cart)
        var euros = CartExtrasFixtures.store(cart)
        euros.subtotal = Money(amount: 27, currencyCode: "EUR")
        euros.lines = euros.lines.map { line in
            var line = line
            line.unitPrice = Money(amount: 9, currencyCode: "EUR")
            return line
        }
        state.cart.lastStoreCart = euros
        #expect(state.cart.currentStoreCart == nil)
        let opened = UI.settle(state, [.key(.character("c"))], ignoring: [])
        let text = render(opened).text
        #expect(!text.contains("€") && !text.contains("EUR"), "\(text)")
        #expect(opened.storeCartRefresh != nil)
    }

    @Test func aGiftCardCodeIsMaskedWhileTyped() {
        let state = UI.settle(CartScreenFixtures.withCart(), [.key(.character("$"))] + Self.keys("GIFT-0025-TRAIL"), ignoring: [])
        #expect(state.cart.prompt?.text == "GIFT-0025-TRAIL")
        let text = render(state).text
        #expect(text.contains("Gift card: •••••••••••RAIL") && !text.contains("GIFT-0025"), "\(text)")
    }

    @Test func escapeClosesThePromptAndSendsNothing() {
        let (state, effects) = UI.run(CartScreenFixtures.withCart(), [.key(.character("n"))] + Self.keys("hi") + [.key(.escape)])
        #expect(state.cart.prompt == nil && effects.isEmpty)
        if case .cart = state.screen {} else { Issue.record("left the cart") }
    }

    @Test func aSelectedCodeIsRemovedLikeALine() throws {
        var cart = CartScreenFixtures.withCart().cart.local
        cart.extras = CartExtras(discountCodes: ["WELCOME10"], note: "Ring twice")
        let start = UI.settle(UI.home(cart: cart), [.key(.character("c"))], ignoring: [])
        // The cart has a code and no store cart yet: the store is asked for its totals.
        let refresh = try #require(start.storeCartRefresh)
        let (state, effects) = UI.run(start, [.key(.down), .key(.down), .key(.down), .key(.character("d"))])
        #expect(state.cart.selection == 3)
        let id = try #require(state.cartExtrasRequest)
        #expect(effects == [.cancel(refresh), .request(id, .cartExtras(.setNote(""), state.cart.local))])
        let (removing, codeRemoval) = UI.run(start, [.key(.down), .key(.down), .key(.character("d"))])
        #expect(codeRemoval.contains { if case .request(_, .cartExtras(.removeDiscount("WELCOME10"), _)) = $0 { true } else { false } })
        let removal = try #require(removing.cartExtrasRequest)
        #expect(UI.writes(codeRemoval) == [.request(removal, .cartExtras(.removeDiscount("WELCOME10"), removing.cart.local))])
    }

    @Test func aRefusalIsAnErrorAndADuplicateIsNotSent() throws {
        var cart = CartScreenFixtures.withCart().cart.local
        cart.extras = CartExtras(discountCodes: ["WELCOME10"])
        let start = UI.settle(UI.home(cart: cart), [.key(.character("c"))], ignoring: [])
        let (duplicate, sent) = UI.run(start, [.key(.character("%"))] + Self.keys("welcome10") + [.key(.enter)])
        #expect(sent.isEmpty)
        #expect(duplicate.status == StatusLine("The discount code welcome10 is already on the cart", kind: .error))
        var state = UI.settle(start, [.key(.character("%"))] + Self.keys("NOPE") + [.key(.enter)], ignoring: [.cancel, .request])
        let id = try #require(state.cartExtrasRequest)
        state = UI.settle(
            state, [.response(id, .cartExtras(cart, nil, notices: [], refusal: "the store does not know the discount code NOPE"))],
            ignoring: [.saveCart])
        #expect(state.status == StatusLine("The store does not know the discount code NOPE.", kind: .error))
        #expect(state.cart.local.extras.discountCodes == ["WELCOME10"])
    }

    @Test func anEmptyCartTakesANoteButNoCode() {
        let empty = UI.settle(UI.home(), [.key(.character("c"))], ignoring: [])
        let code = UI.settle(empty, [.key(.character("%"))], ignoring: [])
        #expect(code.cart.prompt == nil && code.status?.kind == .error)
        #expect(UI.settle(empty, [.key(.character("n"))], ignoring: []).cart.prompt == CartPrompt(kind: .note))
    }

    /// A cart saved in euros, launched where the store prices in dollars, is repriced at once
    /// (not shown at the last session's figures until `r`).
    @Test func aCartFromAnotherMarketIsRepricedAtLaunch() throws {
        var cart = LocalCart()
        try cart.add(
            LocalCart.Line(
                variantID: ProductVariant.ID("gid://shopify/ProductVariant/1"), quantity: 1, productTitle: "Shoe 1",
                productHandle: "shoe-1", variantTitle: "9 / Black", price: Money(amount: 261.77, currencyCode: "EUR")))
        let (started, launch) = start(AppState(width: 80, height: 24, cart: cart))
        let ids = launch.compactMap { effect -> RequestID? in if case .request(let id, _) = effect { return id } else { return nil } }
        let products = Page(items: [UI.summary(1)], hasNextPage: false, endCursor: nil)
        let (state, effects) = UI.run(
            started,
            [
                .response(
                    ids[0],
                    .home(
                        HomeData(
                            shop: UI.shop, collections: UI.collections,
                            prefetchedProducts: ["running": products]), fresh: true))
            ])
        let check = try #require(state.cartChecking)
        #expect(effects.contains(.request(check, .revalidate(cart))))
        #expect(UI.writes(effects).isEmpty, "a check changes nothing at the store")
        // In the same currency nothing is asked.
        var dollars = cart
        dollars.lines[0].price = UI.money("120")
        let (same, _) = start(AppState(width: 80, height: 24, cart: dollars))
        #expect(
            UI.settle(
                same,
                [
                    .response(
                        ids[0], .home(HomeData(shop: UI.shop, collections: UI.collections, prefetchedProducts: ["running": products]), fresh: true))
                ],
                ignoring: []
            ).cartChecking == nil)
    }

    /// A cart paid in a browser while shopterm was not running: the launch finds its store
    /// cart gone, says so, and the next checkout asks before buying the lines again.
    @Test func aCartPaidElsewhereIsToldAtLaunchAndAskedBeforeACheckout() throws {
        var cart = CartScreenFixtures.withCart().cart.local
        cart.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/9?key=k", apiVersion: APIVersion.default.rawValue)
        var (state, _) = start(AppState(width: 100, height: 30, cart: cart))
        state.cart.storeCartToLookUp = true  // as the terminal session does with the saved cart
        var effects: [Effect]
        (state, effects) = UI.run(state, [.tick])  // the first event after the cart is there
        let lookup = try #require(state.storeCartLookup)
        #expect(effects.contains(.request(lookup, .storeCartExists("gid://shopify/Cart/9?key=k"))))
        #expect(UI.writes(effects).isEmpty)
        #expect(UI.run(state, [.tick]).1.isEmpty)  // once
        (state, effects) = UI.run(state, [.response(lookup, .storeCartExists(false))])
        #expect(state.cart.local.storeCart == nil && effects.contains(.saveCart(state.cart.local)))
        #expect(UI.writes(effects) == [.saveCart(state.cart.local)])
        #expect(state.status?.text.hasPrefix("This cart's checkout at the store is gone: paid (perhaps in a browser) or expired.") == true)
        (state, effects) = UI.run(state, [.key(.character("c")), .key(.enter)])
        #expect(state.status?.text.hasPrefix("This cart may already be paid") == true)
        #expect(UI.writes(effects).isEmpty, "no checkout is started before the shopper confirms")
        #expect(state.screen.checkout == nil)
        state = UI.settle(state, [.key(.enter)], ignoring: [])
        #expect(state.screen.checkout != nil)
    }
}
