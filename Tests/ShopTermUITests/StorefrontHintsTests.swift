import ShopTermUI
import StoreKitCore
import Testing

/// Every hint on the storefront's screens true, at every size.
@Suite struct StorefrontHintsTests {
    /// A country code no country has is caught in the form, on its field, before any request.
    @Test func anUnknownCountryCodeKeepsTheCursorOnTheCountry() throws {
        var state = CheckoutFlowFixtures.filledAddress()
        let screen = try #require(CheckoutFlowFixtures.screen(state))
        let country = try #require(screen.fields.firstIndex { $0.key == "countryCode" })
        state = UI.settle(state, [.key(.backspace), .key(.backspace)] + UI.typing("XX"), ignoring: [])
        let (submitted, effects) = UI.run(state, [.key(.enter)])
        let after = try #require(CheckoutFlowFixtures.screen(submitted))
        #expect(effects.isEmpty)
        #expect(after.step == .shipping)
        #expect(after.focused == country)
        #expect(after.errors["countryCode"] == "\"XX\" is no country's code (ISO 3166-1, e.g. US, CA, DE)")
    }

    /// `a` is the account on every screen, the product page included; ⏎ adds, and says so.
    @Test func aIsTheAccountEverywhereAndTheProductPageSaysWhatEnterDoes() {
        let product = ProductScreenFixtures.loaded()
        let state = UI.settle(product, [.key(.character("a"))], ignoring: [])
        guard case .account = state.screen else {
            Issue.record("a did not open the account: \(state.screen)")
            return
        }
        #expect(state.cart.local.lines.isEmpty)
        let text = render(product).text
        #expect(text.contains("⏎ adds to the cart") && text.contains("⏎ add to cart"))
        #expect(!text.contains("a adds"))
    }

    /// The filter panel's footer says ← (not ←→), and → opens nothing under the panel.
    @Test func theFilterPanelsKeysDoWhatItsHintsSay() {
        let panel = UI.settle(FindingUIFixtures.collection(), [.key(.character("f"))], ignoring: [])
        let footer = render(panel).text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(footer.contains("← back") && !footer.contains("←→"))
        let (after, effects) = UI.run(panel, [.key(.right)])
        #expect(effects.isEmpty)
        if case .product = after.screen { Issue.record("→ opened a product under the panel") }
        #expect(render(after).text.contains("Filters"))
    }

    /// The price range field shows the form it takes.
    @Test func thePriceRangeFieldShowsItsForm() {
        let panel = UI.settle(FindingUIFixtures.collection(), [.key(.character("f")), .key(.down), .key(.down), .key(.enter)], ignoring: [])
        #expect(render(panel).text.contains("e.g. 20-100, 20- or -100"))
    }

    /// `?` in a cart with lines lists `u`, what puts back a line `d` removed.
    @Test func theCartsHelpListsPutBack() {
        let cart = CartScreenFixtures.withCart()
        #expect(Keymap.help(for: cart).contains { $0.action == .undo })
        let open = UI.settle(cart, [.key(.character("?"))], ignoring: [])
        #expect(render(open).text.contains("put back the line just removed"))
    }

    /// H is one place whichever way the shopper came: the menu, not the list every collection.
    @Test func homeIsTheMenuWhicheverWayIn() {
        let menu = HomeMenuFixtures.home()
        // Shop (every collection) → a collection → H.
        let viaShop = UI.settle(
            HomeMenuFixtures.select(1, menu), [.key(.enter), .key(.enter), .key(.character("H"))], ignoring: [.cancel, .request])
        #expect(!viaShop.browsingCollections && viaShop.stack.count == 1)
        // Straight to a collection from the menu → H.
        let direct = UI.settle(HomeMenuFixtures.select(2, menu), [.key(.enter), .key(.character("H"))], ignoring: [.cancel, .request])
        #expect(!direct.browsingCollections && direct.stack.count == 1)
        #expect(render(viaShop).text.contains("About us") && render(direct).text.contains("About us"))
    }

    /// A search from a product found in a search goes back to that search: the breadcrumbs do
    /// not grow with every search, and the list's order stays in the header.
    @Test func searchesDoNotStackAndTheHeaderKeepsTheOrder() throws {
        var (state, effects) = UI.run(UI.home(width: 60), [.key(.character("/"))] + UI.typing("pebble") + [.key(.enter)])
        (state, effects) = UI.run(state, [.response(try #require(UI.requestID(effects)), .products(FindingUIFixtures.listing()))])
        for query in ["boots", "sandals", "trail"] {
            (state, effects) = UI.run(state, [.key(.down), .key(.enter), .key(.character("/"))] + UI.typing(query) + [.key(.enter)])
            (state, effects) = UI.run(state, [.response(try #require(UI.requestID(effects)), .products(FindingUIFixtures.listing()))])
        }
        #expect(state.stack.count == 2)
        state = UI.settle(state, [.key(.character("s")), .key(.character("s"))], ignoring: [.cancel, .request])
        let header = render(state).text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.contains("Price, high to low"), "\(header)")
        #expect(header.filter { $0 == "›" }.count == 1, "\(header)")
    }

    /// esc while typing a new query over results goes back to them as they were.
    @Test func escFromANewQueryReturnsToTheResults() throws {
        var (state, effects) = UI.run(UI.home(), [.key(.character("/"))] + UI.typing("boot") + [.key(.enter)])
        state = UI.settle(state, [.response(try #require(UI.requestID(effects)), .products(FindingUIFixtures.listing()))], ignoring: [.timer])
        state = UI.settle(state, [.key(.character("/"))] + UI.typing("xy") + [.key(.escape)], ignoring: [.cancel, .timer])
        let search = try #require(state.screen.search)
        #expect(!search.editing && search.query == "boot" && !search.results.items.isEmpty)
    }

    /// The market picker's language row names the highlighted country it belongs to.
    @Test func theLanguageRowNamesItsCountry() throws {
        let germany = UI.settle(try MarketPickerFixtures.picker(), [.key(.up)], ignoring: [])
        let text = render(germany).text
        #expect(text.contains("Shopping in United States"))
        #expect(text.contains("Language in Germany: ‹ English ›"), "\(text)")
    }

    /// Under LANG=C every glyph the storefront draws itself has an ASCII stand-in.
    @Test func theUIsOwnGlyphsHaveASCIIStandIns() {
        for glyph in ["‹", "›", "⏎", "←", "→", "↑", "↓", "▸", "…", "−", "×", "·", "✓", "▏", "•", "—"] {
            #expect(!TerminalText.ascii(glyph).contains("?"), "\(glyph)")
        }
        var purchase = UI.settle(StockFixtures.loaded(PurchaseOptionFixtures.product()), PurchaseOptionFixtures.toPurchaseRow, ignoring: [])
        purchase.asciiOnly = true
        let text = render(purchase).text
        #expect(!text.replacingOccurrences(of: "? help", with: "").contains("?"), "\(text)")
        #expect(text.hasSuffix("c cart  ? help"), "whole hints, measured as the terminal shows them")
    }

    /// 20 sizes in one colour: a product whose size row is longer than any terminal line.
    static func twentySizes() -> Product {
        let sizes = (36...55).map { "EU \($0)" }
        let variants = sizes.enumerated().map { index, size in
            ProductVariant(
                id: ProductVariant.ID("gid://shopify/ProductVariant/\(index + 1)"), title: "\(size) / Black", sku: nil,
                availableForSale: true, price: UI.money("80.00"), compareAtPrice: nil,
                selectedOptions: [SelectedOption(name: "Size", value: size), SelectedOption(name: "Color", value: "Black")], image: nil)
        }
        return Product(
            summary: UI.summary(1, title: "Every Jean"), description: "", tags: [],
            options: [ProductOption(name: "Size", values: sizes), ProductOption(name: "Color", values: ["Black"])],
            images: [], variants: variants, hasMoreVariants: false)
    }

    /// A long option row keeps the chosen value in sight at every width, with … where values are hidden.
    @Test func aLongOptionRowKeepsTheChoiceInSight() throws {
        for width in [40, 60, 80, 120] {
            var state = StockFixtures.loaded(Self.twentySizes())
            state = UI.settle(state, [.resize(width: width, height: 24)], ignoring: [])
            for step in 1...19 {
                state = UI.settle(state, [.key(.right)], ignoring: [])
                let line = try #require(render(state).text.split(separator: "\n").first { $0.contains("Size") })
                #expect(line.contains("[EU \(36 + step)]"), "width \(width), step \(step): \(line)")
                if width < 120 && step > 10 { #expect(line.contains("…"), "width \(width): \(line)") }
            }
        }
    }

    /// At 30×10 in a checkout, the too-small screen says how to quit, and q quits at once (the
    /// question it would ask could not be seen); no other key acts unseen.
    @Test func qQuitsATooSmallScreenEvenInACheckout() {
        let small = UI.settle(CheckoutFlowFixtures.atRates(), [.resize(width: 30, height: 10)], ignoring: [])
        let text = render(small).text
        #expect(text.contains("Terminal too small") && text.contains("q quits"))
        #expect(text.split(separator: "\n").allSatisfy { TerminalText.width(of: String($0)) <= 30 })
        let (unseen, none) = UI.run(small, [.key(.enter), .key(.escape), .key(.character("c"))])
        #expect(none.isEmpty && unseen.screen == small.screen)
        let (_, effects) = UI.run(small, [.key(.character("q"))])
        #expect(effects.last == .quit)
        #expect(UI.writes(effects).isEmpty)
    }

    /// At the smallest size, the cart with a code and a gift card shows its lines and its
    /// total; the rest scrolls with the selection, the total staying in sight.
    @Test func theSmallestCartShowsItsItemsAndItsTotal() throws {
        var cart = LocalCart()
        for n in 1...4 {
            try cart.add(
                LocalCart.Line(
                    variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: 1, productTitle: "Shoe \(n)",
                    productHandle: "shoe-\(n)", variantTitle: "9 / Black", price: UI.money("10")))
        }
        var (state, effects) = UI.run(UI.home(cart: cart), [.key(.character("c")), .key(.character("%"))] + UI.typing("WELCOME10") + [.key(.enter)])
        let id = try #require(UI.requestID(effects))
        var answered = state.cart.local
        answered.extras = CartExtras(discountCodes: ["WELCOME10"], giftCardCodes: ["GIFT-0025-TRAIL"])
        answered.storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/1", apiVersion: state.apiVersion)
        var store = CartExtrasFixtures.store(answered)
        store.lines = answered.lines.enumerated().map { index, line in
            CheckoutLine(
                id: "l\(index)", variantID: line.variantID, quantity: 1, title: line.productTitle, variantTitle: line.variantTitle,
                unitPrice: line.price)
        }
        store.subtotal = UI.money("40")
        state = UI.settle(
            state, [.response(id, .cartExtras(answered, store, notices: [], refusal: nil)), .resize(width: 40, height: 12)], ignoring: [.saveCart])
        var text = render(state).text
        #expect(text.contains("Shoe 1 — 9 / Black"), "\(text)")
        #expect(text.contains("Total before shipping") && text.contains("$32.00"), "the total: \(text)")
        #expect(text.contains("ITEM  ↓ ") && text.contains(" more"), "\(text)")
        // Six lines: the rows scroll with the selection, the total stays in sight.
        for n in 5...6 {
            try state.cart.local.add(
                LocalCart.Line(
                    variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: 1, productTitle: "Shoe \(n)",
                    productHandle: "shoe-\(n)", variantTitle: "9 / Black", price: UI.money("10")))
        }
        state = UI.settle(state, Array(repeating: .key(.down), count: 7), ignoring: [.request])
        text = render(state).text
        #expect(text.contains("Gift card …RAIL") && !text.contains("Shoe 1 "), "\(text)")
        #expect(text.contains("Subtotal") || text.contains("Total"), "\(text)")
    }

    /// The checkout's review at 40×12 shows the total (its other rows scroll).
    @Test func theSmallestReviewShowsTheTotal() {
        let review = UI.settle(
            CheckoutFlowFixtures.atRates(),
            [
                .key(.enter), .response(RequestID(5), .checkout(UI.checkoutState(rates: UI.rates, selected: UI.rates[1]))),
                .resize(width: 40, height: 12),
            ], ignoring: [.request])
        let text = render(review).text
        #expect(text.contains("Total"), "\(text)")
    }

    /// The handoff says why there is no QR code: under LANG=C it is the locale, not the size.
    @Test func theHandoffSaysWhyThereIsNoQRCode() {
        var handoff = UI.settle(
            CheckoutFlowFixtures.atRates(),
            [
                .key(.enter), .response(RequestID(5), .checkout(UI.checkoutState(rates: UI.rates, selected: UI.rates[1]))),
                .key(.enter), .resize(width: 120, height: 40),
            ], ignoring: [.request])
        #expect(!render(handoff).text.contains("larger terminal"))
        handoff.asciiOnly = true
        let text = render(handoff).text
        #expect(text.contains("with a UTF-8 locale, a QR code for your phone shows here") && !text.contains("larger terminal"), "\(text)")
    }

    /// A long description is not cut mid-word under the "↓ more lines" mark: that row is its own.
    @Test func theMoreLinesMarkHasItsOwnRow() throws {
        var product = UI.product
        product.description = (1...30).map { "Paragraph \($0) tells of leather, laces and long miles in the rain." }.joined(separator: "\n\n")
        let text = render(StockFixtures.loaded(product)).text
        let mark = try #require(text.split(separator: "\n").first { $0.contains("more lines (pgdn)") })
        #expect(mark.trimmingCharacters(in: .whitespaces).hasPrefix("↓"), "\(mark)")
    }

    /// Logged in after a guest checkout, the next checkout starts from the account's e-mail
    /// and default address, not the guest's.
    @Test func aGuestsAddressDoesNotFillACustomersCheckout() throws {
        // A guest's checkout to London, sent; then back to the cart and logged in.
        let guest =
            UI.typing("Gus") + [.key(.tab), .key(.tab), .key(.tab)] + UI.typing("9 Elm Rd") + [.key(.tab), .key(.tab)]
            + UI.typing("Leeds") + [.key(.tab), .key(.tab)] + UI.typing("LS1 1AA") + [.key(.tab)] + UI.typing("GB")
        var state = UI.settle(CheckoutFlowFixtures.atShipping(), guest + [.key(.enter)], ignoring: [.request])
        #expect(state.rememberedFields["address1"] == "9 Elm Rd")
        state = UI.settle(state, [.key(.character("H"))], ignoring: [.cancel])
        state.account = AccountScreenFixtures.snapshot
        state = UI.settle(state, [.key(.character("c")), .key(.enter)], ignoring: [])
        let screen = try #require(CheckoutFlowFixtures.screen(state))
        #expect(screen.value("email") == "ada@example.com")
        #expect(screen.value("address1") == AccountScreenFixtures.snapshot.addresses[0].address.address1)
        // The customer's own last checkout still wins over the default.
        state = UI.settle(
            state, [.key(.enter), .key(.control("n")), .key(.enter), .key(.character("H")), .key(.character("c")), .key(.enter)],
            ignoring: [.cancel, .request])
        #expect(CheckoutFlowFixtures.screen(state)?.value("address1") == "1 King St")
    }

    /// A product of more variants than were read: the marks say which values are for sale, and
    /// a variant chosen beyond those read is asked for on its own, its count shown when it comes.
    @Test func aVariantBeyondThoseReadIsAskedForAndShown() throws {
        var product = Self.twentySizes()
        let all = product.variants
        product.variants = Array(all.prefix(5))
        product.hasMoreVariants = true
        // EU 50 is sold out (the marks know it though its variant was not read).
        let forSale = Set((0..<20).filter { $0 != 14 }.map { [$0, 0] })
        product.marks = VariantMarks(existence: Set((0..<20).map { [$0, 0] }), availability: forSale)
        var state = StockFixtures.loaded(product)
        var effects: [Effect] = []
        let row = render(state).text.split(separator: "\n").first { $0.contains("Size") }.map(String.init) ?? ""
        #expect(!row.contains("EU 36×"))
        (state, effects) = UI.run(state, Array(repeating: .key(.right), count: 10))
        let request = try #require(
            effects.compactMap { effect -> (RequestID, Request)? in
                if case .request(let id, let request) = effect, case .variant = request { return (id, request) } else { return nil }
            }.last)
        #expect(
            request.1
                == .variant(
                    productID: product.summary.id,
                    selection: [SelectedOption(name: "Size", value: "EU 46"), SelectedOption(name: "Color", value: "Black")]))
        #expect(render(state).text.contains("checking…"))
        var variant = all[10]
        variant.quantityAvailable = 3
        state = UI.settle(state, [.response(request.0, .variant(variant))], ignoring: [])
        #expect(render(state).text.contains("only 3 left"), "\(render(state).text)")
        // The sold-out size is marked so from the marks alone.
        let marked = render(UI.settle(state, [.resize(width: 200, height: 24)], ignoring: [])).text
        #expect(marked.contains("EU 50×"), "\(marked)")
    }
}
