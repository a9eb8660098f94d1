import Foundation
import ShopTermUI
import StoreKitCore
import Testing

@Suite struct ProductScreenTests {

    static func screen(_ state: AppState) -> ProductScreen? { if case .product(let screen) = state.screen { return screen } else { return nil } }

    @Test func openingAProductLoadsIt() {
        var (state, effects) = UI.run(
            UI.home(), [.key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false))))])
        (state, effects) = UI.run(state, [.key(.enter)])
        #expect(UI.screens(effects) == [.request(RequestID(4), .product(handle: "shoe-1"))])
        #expect(Self.screen(state) != nil && state.request(for: .product) == RequestID(4))
    }

    /// `→ + a` typed before the product has arrived are played when it does: nothing is lost.
    @Test func keysTypedWhileAProductLoadsAreKept() {
        var state = UI.settle(
            UI.home(), [.key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false)))), .key(.enter)],
            ignoring: [.cancel, .request, .timer])
        state = UI.settle(state, [.key(.character("+")), .key(.character("+")), .key(.enter)], ignoring: [])
        #expect(Self.screen(state)?.keysWhileLoading.count == 3)
        #expect(state.cart.local.lines.isEmpty)
        state = UI.settle(state, [.response(RequestID(4), .product(UI.product))], ignoring: [.request, .saveCart])
        #expect(Self.screen(state)?.keysWhileLoading == [])
        #expect(state.cart.local.lines.map(\.quantity) == [3])
    }

    @Test func theFirstAvailableVariantIsPreselected() {
        let screen = Self.screen(ProductScreenFixtures.loaded())
        #expect(screen?.selection == ["Size": "10", "Color": "Black"])
        #expect(screen?.selectedVariant?.title == "10 / Black")
    }

    @Test func arrowsPickOptionsAndQuantity() {
        let state = UI.settle(
            ProductScreenFixtures.loaded(),
            [
                .key(.right), .key(.down), .key(.right), .key(.down), .key(.right), .key(.character("+")), .key(.character("-")),
                .key(.character("+")),
            ], ignoring: [])
        let screen = Self.screen(state)
        #expect(screen?.selection == ["Size": "9", "Color": "White"])
        #expect(screen?.quantity == 3)
        #expect(screen?.focusedRow == 2)
    }

    @Test func addingPutsTheLineInTheCartAndSavesIt() {
        let (state, effects) = UI.run(ProductScreenFixtures.loaded(), [.key(.character("+")), .key(.enter)])
        #expect(state.cart.local.lines.map(\.variantTitle) == ["10 / Black"])
        #expect(state.cart.local.lines.first?.quantity == 2)
        #expect(effects == [.saveCart(state.cart.local)])
        #expect(state.status == StatusLine("Added 2 × Swift Runner (10 / Black) to the cart."))
    }

    @Test func aSoldOutCombinationIsRefused() {
        let (state, effects) = UI.run(ProductScreenFixtures.loaded(), [.key(.right), .key(.enter)])
        #expect(state.cart.local.lines.isEmpty && effects.isEmpty)
        #expect(state.status == StatusLine("9 / Black is sold out; choose another.", kind: .error))
    }
}

@Suite struct CartScreenTests {

    @Test func quantitiesAndRemoval() {
        var (state, effects) = UI.run(CartScreenFixtures.withCart(), [.key(.down), .key(.character("+"))])
        #expect(state.cart.local.lines.map(\.quantity) == [1, 3])
        #expect(effects == [.saveCart(state.cart.local)])
        (state, effects) = UI.run(state, [.key(.up), .key(.character("-"))])
        #expect(effects.isEmpty, "nothing changed, nothing saved")
        #expect(state.status == StatusLine("Press d to remove the line."))
        (state, effects) = UI.run(state, [.key(.character("d"))])
        #expect(state.cart.local.lines.map(\.productTitle) == ["Shoe 2"])
        #expect(effects == [.saveCart(state.cart.local)])
    }

    @Test func recheckReportsAndBlocksCheckout() {
        var (state, effects) = UI.recheck(CartScreenFixtures.withCart())
        #expect(effects == [.request(RequestID(3), .keptCart), .request(RequestID(4), .revalidate(state.cart.local))])
        (state, effects) = UI.run(
            state, [.response(RequestID(4), .revalidated(state.cart.local, [LineChangeReport(line: 2, message: "sold out", blocksCheckout: true)]))])
        #expect(UI.writes(effects) == [.saveCart(state.cart.local), .request(RequestID(5), .refreshStoreCart(state.cart.local))])
        #expect(state.status == StatusLine("Line 2: sold out", kind: .error))
        state = UI.settle(state, [.key(.enter)], ignoring: [])
        guard case .cart = state.screen else {
            Issue.record("checkout started with a sold-out line")
            return
        }
        #expect(state.status == StatusLine("Line 2: sold out. Remove it before checking out.", kind: .error))
    }
}

@Suite struct CheckoutFlowTests {

    @Test func theEmailIsCheckedBeforeMovingOn() {
        let state = UI.settle(CheckoutFlowFixtures.atContact(), UI.typing("ada") + [.key(.enter)], ignoring: [])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .contact)
        #expect(CheckoutFlowFixtures.screen(state)?.errors["email"] == "Enter an email address like ada@example.com")
        #expect(CheckoutFlowFixtures.screen(CheckoutFlowFixtures.atShipping())?.step == .shipping)
        #expect(CheckoutFlowFixtures.screen(CheckoutFlowFixtures.atShipping())?.focused == 1)
    }

    @Test func typingEditsTheFocusedFieldEvenWithCommandLetters() {
        let state = UI.settle(CheckoutFlowFixtures.atShipping(), UI.typing("q/c?") + [.key(.backspace)], ignoring: [])
        #expect(CheckoutFlowFixtures.screen(state)?.value("firstName") == "q/c")
        #expect(state.stack.count == 3)
    }

    @Test func requiredFieldsAreMarked() {
        let (state, effects) = UI.run(CheckoutFlowFixtures.atShipping(), [.key(.enter)])
        #expect(effects.isEmpty)
        #expect(CheckoutFlowFixtures.screen(state)?.errors == ["address1": "Required", "city": "Required", "countryCode": "Required"])
        #expect(CheckoutFlowFixtures.screen(state)?.fields[CheckoutFlowFixtures.screen(state)!.focused].key == "address1")
    }

    @Test func submittingTheAddressStartsTheCheckoutThenAsksForRates() {
        var (state, effects) = UI.run(CheckoutFlowFixtures.filledAddress(), [.key(.enter)])
        let lines = state.cart.local.inputs
        #expect(
            effects == [
                .request(
                    RequestID(3), .checkoutStart(lines: lines, email: "ada@example.com", address: UI.address, extras: CartExtras(), previous: nil))
            ])
        #expect(CheckoutFlowFixtures.screen(state)?.activity == .creating)
        (state, effects) = UI.run(state, [.response(RequestID(3), .checkout(UI.checkoutState()))])
        #expect(state.cart.local.storeCart == LocalCart.StoreCart(id: "gid://shopify/Cart/1", apiVersion: "2026-10"))
        #expect(effects == [.saveCart(state.cart.local), .request(RequestID(4), .shippingRates(UI.checkoutState()))])
    }

    @Test func theCheapestRateIsPreselectedThenChosenThenReviewed() {
        var state = CheckoutFlowFixtures.atRates()
        #expect(CheckoutFlowFixtures.screen(state)?.rateSelection == 1)
        var effects: [Effect]
        (state, effects) = UI.run(state, [.key(.enter)])
        #expect(effects == [.request(RequestID(5), .selectShipping(UI.rates[1], UI.checkoutState(rates: UI.rates)))])
        (state, effects) = UI.run(state, [.response(RequestID(5), .checkout(UI.checkoutState(rates: UI.rates, selected: UI.rates[1])))])
        #expect(UI.writes(effects).isEmpty)
        #expect(CheckoutFlowFixtures.screen(state)?.step == .review)
        (state, effects) = UI.run(state, [.key(.enter)])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .handoff)
        #expect(state.handoffURL == URL(string: "http://127.0.0.1:8080/checkouts/cn/abc"))
        #expect(effects == [.request(RequestID(6), .awaitPayment(UI.checkoutState(rates: UI.rates, selected: UI.rates[1])))])
        let (copied, copy) = UI.run(state, [.key(.character("y")), .key(.character("o"))])
        #expect(copy == [.copy("http://127.0.0.1:8080/checkouts/cn/abc"), .openURL(URL(string: "http://127.0.0.1:8080/checkouts/cn/abc")!)])
        _ = copied
        (state, effects) = UI.run(state, [.response(RequestID(6), .paid(CompletedOrder(name: "#1001", total: UI.money("240"))))])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .paid)
        #expect(state.cart.local.lines.isEmpty)
        #expect(effects == [.saveCart(LocalCart())])
        // The checkout is finished: quitting prints no URL, and esc goes home, not to the emptied cart.
        #expect(state.handoffURL == nil)
        #expect(state.cart.local.storeCart == nil)
        state = UI.settle(state, [.key(.escape)], ignoring: [])
        #expect(state.stack == [.home])
    }

    /// The review sums up what the store will charge, line by line: the preselected rate is
    /// there, the taxes the store leaves to the checkout page are named, and the total is
    /// labelled as before taxes; with stated taxes it is the total.
    @Test func theReviewShowsEveryLineOfTheTotal() {
        var state = CheckoutFlowFixtures.atRates()
        state = UI.settle(
            state, [.key(.enter), .response(RequestID(5), .checkout(UI.checkoutState(rates: UI.rates, selected: UI.rates[0])))], ignoring: [.request])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .review)
        let text = render(state).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(text.contains { $0.hasPrefix("Shipping (Express)") && $0.hasSuffix("$15.00") })
        #expect(text.contains { $0.hasPrefix("Taxes") && $0.hasSuffix("calculated at payment") })
        #expect(text.contains { $0.hasPrefix("Total before taxes") && $0.hasSuffix("$45.00") })
        var taxed = UI.checkoutState(rates: UI.rates, selected: UI.rates[0])
        taxed.taxes = UI.money("19.20")
        state = UI.settle(CheckoutFlowFixtures.atRates(), [.key(.enter), .response(RequestID(5), .checkout(taxed))], ignoring: [.request])
        let withTaxes = render(state).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(withTaxes.contains { $0.hasPrefix("Taxes") && $0.hasSuffix("$19.20") })
        #expect(withTaxes.contains { $0.hasPrefix("Total") && !$0.contains("before") && $0.hasSuffix("$64.20") })
    }

    @Test func anUnsafeURLIsNeverHandedOff() {
        var state = CheckoutFlowFixtures.atRates()
        var checkout = UI.checkoutState(rates: UI.rates, selected: UI.rates[1])
        checkout.webURL = "http://evil.example/pay"
        state = UI.settle(state, [.key(.enter), .response(RequestID(5), .checkout(checkout)), .key(.enter)], ignoring: [.request])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .review)
        #expect(state.handoffURL == nil)
        #expect(state.status?.kind == .error)
    }

    @Test func userErrorsGoBackToTheirFields() {
        var state = UI.settle(CheckoutFlowFixtures.filledAddress(), [.key(.enter)], ignoring: [.request])
        state = UI.settle(state, [.response(RequestID(3), .userErrors(["zip": "Enter a valid ZIP code"]))], ignoring: [])
        let screen = CheckoutFlowFixtures.screen(state)
        #expect(screen?.step == .shipping)
        #expect(screen?.fields[screen!.focused].key == "zip")
        #expect(screen?.errors == ["zip": "Enter a valid ZIP code"])
        #expect(state.status == StatusLine("The store needs corrections: zip: Enter a valid ZIP code", kind: .error))
    }

    @Test func escStepsBackAndCancels() {
        var (state, effects) = UI.run(CheckoutFlowFixtures.filledAddress(), [.key(.enter)])
        #expect(
            UI.writes(effects) == [
                .request(
                    RequestID(3),
                    .checkoutStart(
                        lines: state.cart.local.inputs, email: "ada@example.com", address: UI.address, extras: state.cart.local.extras, previous: nil)
                )
            ])
        (state, effects) = UI.run(state, [.key(.escape)])
        #expect(effects == [.cancel(RequestID(3))])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .shipping)
        state = UI.settle(state, [.response(RequestID(3), .checkout(UI.checkoutState()))], ignoring: [])
        #expect(CheckoutFlowFixtures.screen(state)?.checkout == nil)  // the late answer was dropped
    }
}

@Suite struct SearchScreenTests {
    static func screen(_ state: AppState) -> SearchScreen? { if case .search(let screen) = state.screen { return screen } else { return nil } }

    @Test func typingThenEnterSearchesAndTheResultsOpen() throws {
        var (state, effects) = UI.run(UI.home(), [.key(.character("/"))] + UI.typing("tag:sale q") + [.key(.backspace), .key(.backspace)])
        #expect(Self.screen(state)?.query == "tag:sale")
        // Typing asks for nothing yet: each key restarts the suggestions' rest timer.
        #expect(!effects.contains { if case .request = $0 { true } else { false } })
        let resting = try #require(state.request(for: .suggestions))
        #expect(Self.screen(state)?.typeAhead.pendingQuery == "tag:sale" && effects.last == .timer(resting, after: TypeAhead.restDelay))
        (state, effects) = UI.run(state, [.key(.enter)])
        let searchID = try #require(UI.requestID(effects))
        #expect(effects == [.cancel(resting), .request(searchID, .search(query: "tag:sale", after: nil))])
        #expect(Self.screen(state)?.editing == false)
        (state, effects) = UI.run(
            state, [.response(searchID, .products(ProductListing(page: UI.products(1...2, more: false)))), .key(.down), .key(.enter)])
        #expect(UI.screens(effects) == [.request(RequestID(searchID.value + 1), .product(handle: "shoe-2"))])
        #expect(state.stack.count == 3)
    }

    /// `/` over results starts a new query (esc goes back to the results as they were).
    @Test func slashStartsANewQueryAndANewSearchReplacesTheOld() throws {
        var (state, effects) = UI.run(UI.home(), [.key(.character("/"))] + UI.typing("boot") + [.key(.enter)])
        let first = try #require(UI.requestID(effects))
        (state, effects) = UI.run(state, [.key(.character("/"))])
        #expect(Self.screen(state)?.editing == true)
        #expect(Self.screen(state)?.query == "")
        (state, effects) = UI.run(state, UI.typing("boots") + [.key(.enter)])
        let second = try #require(UI.requestID(effects))
        #expect(effects.suffix(2) == [.cancel(first), .request(second, .search(query: "boots", after: nil))])
        let stale = UI.settle(state, [.response(first, .products(ProductListing(page: UI.products(1...5, more: false))))], ignoring: [])
        #expect(Self.screen(stale)?.results.items.isEmpty == true)
    }

    @Test func noResultsSaySo() throws {
        var (state, effects) = UI.run(UI.home(), [.key(.character("/"))] + UI.typing("zzz") + [.key(.enter)])
        let id = try #require(UI.requestID(effects))
        (state, effects) = UI.run(state, [.response(id, .products(ProductListing(page: Page(items: [], hasNextPage: false, endCursor: nil))))])
        #expect(UI.screens(effects).isEmpty)
        #expect(state.status == StatusLine("No products match “zzz”."))
    }
}
