import ShopTermUI
import StoreKitCore
import Testing

/// `esc` in the checkout wizard goes back a step, as its footer says, from the address too.
@Suite struct CheckoutStepBackTests {
    /// From the address, esc is the e-mail (as typed), and from there the cart.
    @Test func escOnTheAddressGoesBackToTheEmailThenTheCart() throws {
        let atShipping = CheckoutFlowFixtures.atShipping()
        #expect(render(atShipping).text.contains("esc back"))
        var state = UI.settle(atShipping, [.key(.escape)], ignoring: [])
        let contact = try #require(CheckoutFlowFixtures.screen(state))
        #expect(contact.step == .contact)
        #expect(contact.focused == 0)
        #expect(contact.value("email") == "ada@example.com")
        state = UI.settle(state, [.key(.escape)], ignoring: [])
        #expect(state.screen == .cart)
    }

    /// When the store offers no shipping for the address, the shopper can change it and ask
    /// again, or go back: esc is the e-mail step, the failure no longer said.
    @Test func afterNoShippingOptionsTheAddressCanBeChangedOrLeft() throws {
        var (state, effects) = UI.run(CheckoutFlowFixtures.filledAddress(), [.key(.enter)])
        let created = try #require(UI.requestID(effects))
        #expect(
            UI.writes(effects) == [
                .request(
                    created,
                    .checkoutStart(
                        lines: state.cart.local.inputs, email: "ada@example.com", address: UI.address, extras: state.cart.local.extras, previous: nil)
                )
            ])
        (state, effects) = UI.run(state, [.response(created, .checkout(UI.checkoutState()))])
        let rates = try #require(UI.requestID(effects))
        #expect(UI.writes(effects) == [.saveCart(state.cart.local)])
        let message = "the store offered no shipping options for this address after 8 tries"
        state = UI.settle(state, [.response(rates, .failure(message))], ignoring: [])
        let failed = try #require(CheckoutFlowFixtures.screen(state))
        #expect(failed.step == .shipping && failed.errors[""] == message)
        #expect(state.status == StatusLine("\(message) (change the address and ⏎ tries again; esc goes back)", kind: .error))

        let (left, leaving) = UI.run(state, [.key(.escape)])
        let contact = try #require(CheckoutFlowFixtures.screen(left))
        #expect(leaving.isEmpty)
        #expect(contact.step == .contact && contact.errors.isEmpty)
        #expect(left.status == nil)
        #expect(!render(left).text.contains(message))

        // Another city: the store is asked again, for that address.
        let city: [Event] = Array(repeating: .key(.tab), count: 5) + Array(repeating: .key(.backspace), count: "Portland".count)
        let (changed, asked) = UI.run(state, city + UI.typing("Salem") + [.key(.enter)])
        #expect(CheckoutFlowFixtures.screen(changed)?.step == .rates)
        let address = try #require(
            asked.lazy.compactMap { effect -> ShippingAddress? in
                if case .request(_, .checkoutStart(_, _, let address, _, _)) = effect { return address } else { return nil }
            }.last)
        #expect(address.city == "Salem")
        let again = try #require(UI.requestID(UI.writes(asked)))
        #expect(
            UI.writes(asked) == [
                .request(
                    again,
                    .checkoutStart(
                        lines: changed.cart.local.inputs, email: "ada@example.com", address: address, extras: changed.cart.local.extras,
                        previous: "gid://shopify/Cart/1"))
            ], "the store is asked once, for the new address")
    }
}
