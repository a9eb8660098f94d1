import Foundation
import StoreKitCore
import Testing
@testable import ShopTermUI

/// Discount codes, gift cards and the note in the storefront's cart.
@Suite struct CartExtrasTests {
    static func keys(_ text: String) -> [Event] { text.map { .key(.character($0)) } }

    /// The store's cart for `CartScreenTests.withCart()` with WELCOME10 ($3 off) and a $5 gift card.
    static func store(_ cart: LocalCart) -> CheckoutState {
        var state = UI.checkoutState()
        state.address = nil
        state.discountCodes = [CartDiscountCode(code: "WELCOME10", applicable: true)]
        state.discounts = [CartDiscount(title: "WELCOME10", isCode: true, amount: UI.money("3"))]
        state.giftCards = [AppliedGiftCard(id: "gid://shopify/AppliedGiftCard/1", lastCharacters: "RAIL", amountUsed: UI.money("5"),
                                           balance: UI.money("25"))]
        return state
    }

    @Test func aCodeIsTypedSentAndWhatTheStoreSaysShows() throws {
        var (state, effects) = UI.run(CartScreenTests.withCart(), [.key(.character("%"))] + Self.keys("WELCOME10") + [.key(.enter)])
        #expect(state.cartPrompt == nil)
        let id = try #require(state.cartExtrasRequest)
        #expect(effects == [.request(id, .cartExtras(.addDiscount("WELCOME10"), state.cart))])
        #expect(state.status == StatusLine("Asking the store…"))
        var answered = state.cart
        answered.extras = CartExtras(discountCodes: ["WELCOME10"], giftCardCodes: ["GIFT-0025-TRAIL"])
        answered.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/1", apiVersion: state.apiVersion)
        (state, effects) = UI.run(state, [.response(id, .cartExtras(answered, Self.store(answered), notices: ["WELCOME10 takes $3.00 off."], refusal: nil))])
        #expect(state.cart.extras == answered.extras && state.cart.storeCart == answered.storeCart)
        #expect(effects == [.saveCart(state.cart)])
        #expect(state.status == StatusLine("WELCOME10 takes $3.00 off."))
        let text = render(state).text
        #expect(text.contains("Discount code WELCOME10") && text.contains("-$3.00"))
        #expect(text.contains("Gift card …RAIL") && text.contains("-$5.00 ($20.00 left)"))
        #expect(text.contains("Total before shipping and taxes") && text.contains("$22.00"), "\(text)")
        #expect(!text.contains("TRAIL") || !text.contains("0025"))
        // A changed quantity makes the store's totals stale: the subtotal shows again.
        state = UI.run(state, [.key(.character("+"))]).0
        #expect(render(state).text.contains("codes counted at checkout"))
    }

    @Test func aGiftCardCodeIsMaskedWhileTyped() {
        let state = UI.run(CartScreenTests.withCart(), [.key(.character("$"))] + Self.keys("GIFT-0025-TRAIL")).0
        #expect(state.cartPrompt?.text == "GIFT-0025-TRAIL")
        let text = render(state).text
        #expect(text.contains("Gift card: •••••••••••RAIL") && !text.contains("GIFT-0025"), "\(text)")
    }

    @Test func escapeClosesThePromptAndSendsNothing() {
        let (state, effects) = UI.run(CartScreenTests.withCart(), [.key(.character("n"))] + Self.keys("hi") + [.key(.escape)])
        #expect(state.cartPrompt == nil && effects.isEmpty)
        if case .cart = state.screen {} else { Issue.record("left the cart") }
    }

    @Test func aSelectedCodeIsRemovedLikeALine() throws {
        var cart = CartScreenTests.withCart().cart
        cart.extras = CartExtras(discountCodes: ["WELCOME10"], note: "Ring twice")
        let start = UI.run(UI.home(cart: cart), [.key(.character("c"))]).0
        let (state, effects) = UI.run(start, [.key(.down), .key(.down), .key(.down), .key(.character("d"))])
        #expect(state.cartSelection == 3)
        let id = try #require(state.cartExtrasRequest)
        #expect(effects == [.request(id, .cartExtras(.setNote(""), state.cart))])
        let codeRemoval = UI.run(start, [.key(.down), .key(.down), .key(.character("d"))]).1
        #expect(codeRemoval.contains { if case .request(_, .cartExtras(.removeDiscount("WELCOME10"), _)) = $0 { true } else { false } })
    }

    @Test func aRefusalIsAnErrorAndADuplicateIsNotSent() throws {
        var cart = CartScreenTests.withCart().cart
        cart.extras = CartExtras(discountCodes: ["WELCOME10"])
        let start = UI.run(UI.home(cart: cart), [.key(.character("c"))]).0
        let (duplicate, sent) = UI.run(start, [.key(.character("%"))] + Self.keys("welcome10") + [.key(.enter)])
        #expect(sent.isEmpty)
        #expect(duplicate.status == StatusLine("The discount code welcome10 is already on the cart", kind: .error))
        var (state, _) = UI.run(start, [.key(.character("%"))] + Self.keys("NOPE") + [.key(.enter)])
        let id = try #require(state.cartExtrasRequest)
        state = UI.run(state, [.response(id, .cartExtras(cart, nil, notices: [], refusal: "the store does not know the discount code NOPE"))]).0
        #expect(state.status == StatusLine("The store does not know the discount code NOPE.", kind: .error))
        #expect(state.cart.extras.discountCodes == ["WELCOME10"])
    }

    @Test func anEmptyCartTakesANoteButNoCode() {
        let empty = UI.run(UI.home(), [.key(.character("c"))]).0
        let code = UI.run(empty, [.key(.character("%"))]).0
        #expect(code.cartPrompt == nil && code.status?.kind == .error)
        #expect(UI.run(empty, [.key(.character("n"))]).0.cartPrompt == CartPrompt(kind: .note))
    }
}
