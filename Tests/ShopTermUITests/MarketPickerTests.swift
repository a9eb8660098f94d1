import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// The country and language picker: `m` lists where the store sells, ←/→ picks the language,
/// Enter changes the market, and the storefront starts over in it (home, the cart's prices).
@Suite struct MarketPickerTests {

    static func cartLine(price: String, currency: String = "USD") -> LocalCart.Line {
        LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/1"), quantity: 2, productTitle: "Swift Runner",
            productHandle: "shoe-1", variantTitle: "10 / Black", price: Money(amount: price, currencyCode: currency)!)
    }

    @Test func theCountriesAreListedWithTheCurrentOneHighlighted() throws {
        let state = try MarketPickerFixtures.picker()
        let screen = try #require(state.screen.markets)
        #expect(screen.countries.current?.code == "US")
        let text = render(state).text
        #expect(text.contains("Shopping in United States: prices in USD $"), "\(text)")
        #expect(text.contains("Canada"))
        #expect(text.contains("EUR €"))
        #expect(text.contains("United States (now)"))
        #expect(text.contains("Country & language"))
    }

    /// A currency whose symbol is its code is written once: "prices in CHF", not "CHF CHF".
    @Test func aCurrencyWhoseSymbolIsItsCodeIsWrittenOnce() throws {
        let swiss = StoreLocalization(
            countries: [
                MarketCountry(
                    code: "CH", name: "Switzerland", currency: "CHF", currencySymbol: "CHF", languages: [MarketLanguage(code: "DE", name: "German")]),
                MarketCountry(
                    code: "SE", name: "Sweden", currency: "SEK", currencySymbol: "kr", languages: [MarketLanguage(code: "SV", name: "Swedish")]),
            ], country: "CH", language: "DE")
        let text = render(try MarketPickerFixtures.picker(localization: swiss)).text
        #expect(text.contains("Shopping in Switzerland: prices in CHF"), "\(text)")
        #expect(!text.contains("CHF CHF"), "\(text)")
        #expect(text.contains("SEK kr"), "\(text)")
    }

    @Test func enterChangesTheMarketInTheChosenLanguage() throws {
        // Up twice: Germany, then Canada; → picks French.
        let (state, effects) = UI.run(try MarketPickerFixtures.picker(), [.key(.up), .key(.up), .key(.right), .key(.enter)])
        #expect(state.screen.markets?.countries.current?.code == "CA")
        #expect(render(state).text.contains("Moving to Canada"))
        let request = effects.compactMap { effect -> Request? in if case .request(_, let request) = effect { return request } else { return nil } }
        #expect(request.last == .changeMarket(MarketChoice(country: "CA", language: "FR"), LocalCart()))
        let change = try #require(state.request(for: .marketChange))
        #expect(UI.writes(effects) == [.request(change, .changeMarket(MarketChoice(country: "CA", language: "FR"), LocalCart()))])
        // ← goes round the languages: German first for Germany.
        let germany = UI.settle(try MarketPickerFixtures.picker(), [.key(.up)], ignoring: [])
        #expect(germany.screen.markets?.chosenLanguage?.code == "EN", "the current language where the country reads it")
        let other = UI.settle(germany, [.key(.left)], ignoring: [])
        #expect(other.screen.markets?.chosenLanguage?.code == "DE")
    }

    /// The same market again is no change: back, and nothing asked of the store.
    @Test func theCurrentMarketIsNoChange() throws {
        let (state, effects) = UI.run(try MarketPickerFixtures.picker(), [.key(.enter)])
        #expect(state.screen.markets == nil)
        #expect(UI.screens(effects).isEmpty)
        #expect(state.status?.text == "Still shopping in United States.")
    }

    /// A change starts over: home and the cart's prices are asked for again, screens and the
    /// products read ahead (in the old currency) are gone, the store's cart is kept.
    @Test func aChangeReloadsHomeAndRepricesTheCart() throws {
        let cart = LocalCart(
            lines: [Self.cartLine(price: "120.00")],
            storeCart: LocalCart.StoreCart(id: "gid://shopify/Cart/old", apiVersion: APIVersion.default.rawValue))
        let (switching, effects) = UI.run(try MarketPickerFixtures.picker(cart: cart), [.key(.up), .key(.up), .key(.enter)])
        let id = try #require(switching.screen.markets != nil ? switching.request(for: .marketChange) : nil)
        #expect(effects.contains(.request(id, .changeMarket(MarketChoice(country: "CA", language: "EN"), cart))))
        #expect(UI.writes(effects) == [.request(id, .changeMarket(MarketChoice(country: "CA", language: "EN"), cart))])
        var store = UI.checkoutState()
        store.id = "gid://shopify/Cart/moved"
        let (changed, after) = UI.run(switching, [.response(id, .marketChanged(MarketChoice(country: "CA", language: "EN"), storeCart: store))])
        #expect(changed.stack == [.home])
        #expect(changed.market == MarketChoice(country: "CA", language: "EN"))
        #expect(changed.collections.items.isEmpty)
        #expect(changed.cart.lastStoreCart == store)
        #expect(changed.cart.local.storeCart?.id == "gid://shopify/Cart/moved")
        #expect(changed.status?.text == "Now shopping in Canada (prices in CAD), in English.")
        let requests = after.compactMap { effect -> Request? in if case .request(_, let request) = effect { return request } else { return nil } }
        #expect(requests.contains(.home))
        #expect(requests.contains(.revalidate(changed.cart.local)))
        #expect(!UI.writes(after).contains { EffectKind($0) == .request }, "nothing is changed at the store again")
        // The cart's new store cart is kept at once, not only when the cart's check answers.
        #expect(UI.writes(after) == [.saveCart(changed.cart.local)])
        #expect(render(changed).text.contains("CA · cart 2"))
        // The cart comes back in CAD: no line "changed price", the new total said.
        let check = try #require(changed.cartChecking)
        var repriced = changed.cart.local
        repriced.lines[0].price = Money(amount: "164.40", currencyCode: "CAD")!
        let priced = UI.settle(changed, [.response(check, .revalidated(repriced, []))], ignoring: [.request, .saveCart])
        #expect(priced.cart.local.subtotal == Money(amount: "328.80", currencyCode: "CAD"))
        #expect(priced.status?.text.hasPrefix("The cart is now in CAD:") == true, "\(priced.status?.text ?? "")")
    }

    /// Answers of the old market that arrive after the change are dropped.
    @Test func lateAnswersOfTheOldMarketAreDropped() throws {
        let (inCollection, opened) = UI.run(try MarketPickerFixtures.picker(), [.key(.escape), .key(.enter)])
        let productsID = try #require(UI.requestID(UI.screens(opened)))
        let (changed, cancels) = try Self.changeToCanada(from: inCollection)
        #expect(cancels.contains(.cancel(productsID)))
        let late = UI.settle(changed, [.response(productsID, .products(ProductListing(page: UI.products(1...3, more: false))))], ignoring: [])
        // The collection is open again in the new market, without the old market's products.
        #expect(late.stack.count == 2 && late.screen.collection?.handle == "running")
        #expect(late.screen.collection?.products.items.isEmpty == true)
    }

    /// `m`, the store's countries, Canada picked and the store's word that the market changed:
    /// the state then, and the effects of that last answer.
    static func changeToCanada(from state: AppState) throws -> (AppState, [Effect]) {
        let (opened, listing) = UI.run(state, [.key(.character("m"))])
        let listID = try #require(UI.requestID(UI.screens(listing)))
        #expect(UI.screens(listing) == [.request(listID, .localization)])
        let (picked, changing) = UI.run(
            opened, [.response(listID, .localization(MarketPickerFixtures.localization)), .key(.up), .key(.up), .key(.enter)])
        let changeID = try #require(UI.requestID(UI.screens(changing)))
        #expect(UI.writes(changing) == [.request(changeID, .changeMarket(MarketChoice(country: "CA", language: "EN"), opened.cart.local))])
        return UI.run(picked, [.response(changeID, .marketChanged(MarketChoice(country: "CA"), storeCart: nil))])
    }

    /// A discount code sent before the change is the old market's: cancelled with the rest,
    /// and its late answer (the old market's cart and totals) is dropped.
    @Test func aCartExtrasChangeUnderWayIsCancelledByAChangeOfMarket() throws {
        let (asking, sent) = UI.run(
            CartScreenFixtures.withCart(), [.key(.character("%"))] + "WELCOME10".map { .key(.character($0)) } + [.key(.enter)])
        let extrasID = try #require(asking.cartExtrasRequest)
        #expect(sent.contains(.request(extrasID, .cartExtras(.addDiscount("WELCOME10"), asking.cart.local))))
        #expect(UI.writes(sent) == [.request(extrasID, .cartExtras(.addDiscount("WELCOME10"), asking.cart.local))])
        let (changed, cancels) = try Self.changeToCanada(from: asking)
        #expect(cancels.contains(.cancel(extrasID)))
        #expect(UI.writes(cancels).isEmpty)
        #expect(changed.cartExtrasRequest == nil)
        var oldMarket = asking.cart.local
        oldMarket.extras = CartExtras(discountCodes: ["WELCOME10"])
        oldMarket.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/usd", apiVersion: asking.apiVersion)
        let (late, effects) = UI.run(
            changed,
            [
                .response(
                    extrasID,
                    .cartExtras(
                        oldMarket, UI.checkoutState(), notices: ["WELCOME10 takes $3.00 off."],
                        refusal: nil))
            ])
        #expect(late.cart.local.extras == changed.cart.local.extras && late.cart.local.storeCart == changed.cart.local.storeCart)
        #expect(late.cart.lastStoreCart == changed.cart.lastStoreCart)
        #expect(!effects.contains(.saveCart(oldMarket)))
        #expect(UI.writes(effects).isEmpty, "the old market's answer changes nothing")
        #expect(late.status == changed.status)
    }

    @Test func theStoreRefusingLeavesEverythingAsItWas() throws {
        let (switching, effects) = UI.run(try MarketPickerFixtures.picker(), [.key(.up), .key(.enter)])
        let id = try #require(UI.requestID(UI.screens(effects)))
        #expect(UI.writes(effects) == [.request(id, .changeMarket(MarketChoice(country: "DE", language: "EN"), LocalCart()))])
        let failed = UI.settle(switching, [.response(id, .failure("cannot write market.json"))], ignoring: [])
        #expect(failed.screen.markets != nil && !failed.isWaiting(.marketChange))
        #expect(failed.market == nil)
        #expect(failed.status == StatusLine("The market did not change: cannot write market.json", kind: .error))
        // A failed list is retried with r.
        let (opened, first) = UI.run(UI.home(), [.key(.character("m"))])
        let listID = try #require(UI.requestID(UI.screens(first)))
        #expect(UI.screens(first) == [.request(listID, .localization)])
        let broken = UI.settle(opened, [.response(listID, .failure("offline"))], ignoring: [])
        #expect(render(broken).text.contains("Could not load: offline"))
        let (retried, again) = UI.run(broken, [.key(.character("r"))])
        let retryID = try #require(UI.requestID(UI.screens(again)))
        #expect(UI.screens(again) == [.request(retryID, .localization)])
        #expect(retried.screen.markets != nil && retried.request(for: .page) == retryID)
    }

    /// The list asked again with r is shown when it comes.
    @Test func theCountriesAskedAgainAreListed() throws {
        let (opened, first) = UI.run(UI.home(), [.key(.character("m"))])
        let listID = try #require(UI.requestID(UI.screens(first)))
        #expect(UI.screens(first) == [.request(listID, .localization)])
        let broken = UI.settle(opened, [.response(listID, .failure("offline"))], ignoring: [])
        let (retried, again) = UI.run(broken, [.key(.character("r"))])
        let retryID = try #require(UI.requestID(UI.screens(again)))
        let listed = UI.settle(retried, [.response(retryID, .localization(MarketPickerFixtures.localization))], ignoring: [])
        #expect(listed.screen.markets?.countries.items.map(\.code) == ["CA", "DE", "US"])
        #expect(listed.screen.markets?.countries.error == nil)
    }

    /// Not during a checkout: its prices are those of the market it was made in.
    @Test func noChangeDuringACheckout() throws {
        var state = UI.home()
        var checkout = CheckoutScreen(fields: [FormField(key: "email", label: "Email")])
        checkout.step = .rates
        state.stack.append(.checkout(checkout))
        let (after, effects) = UI.run(state, [.key(.character("m"))])
        #expect(after.screen.markets == nil)
        #expect(UI.screens(effects).isEmpty)
        #expect(after.status?.kind == .error)
    }

    /// A configured country the store does not sell to: the store answers in its own, and the
    /// header follows once the picker has asked.
    @Test func theHeaderSaysTheCountryTheStoreAnswersIn() throws {
        var home = UI.home()
        home.market = MarketChoice(country: "BR")
        #expect(render(home).text.contains("BR · cart empty"))
        let (opened, effects) = UI.run(home, [.key(.character("m"))])
        let id = try #require(UI.requestID(UI.screens(effects)))
        #expect(UI.screens(effects) == [.request(id, .localization)])
        let answered = UI.settle(opened, [.response(id, .localization(MarketPickerFixtures.localization))], ignoring: [])
        #expect(answered.market == MarketChoice(country: "US", language: "EN"))
        #expect(render(answered).text.contains("US · cart empty"))
    }

    @Test func homeOffersTheKey() {
        #expect(render(UI.home()).text.contains("m country"))
    }
}
