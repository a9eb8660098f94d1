import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// Moving between screens: home from anywhere, and a bounded back stack.
@Suite struct NavigationTests {
    /// `H` goes home from anywhere, cancelling what the screens it leaves were waiting for.
    @Test func homeFromAnywhere() {
        var state = CheckoutFlowFixtures.atRates()
        #expect(state.stack.count > 2)
        state = UI.settle(state, [.key(.enter)], ignoring: [.request])  // choose a rate: the checkout now waits for the store
        let expected = state.inFlight.waiters.filter { ($0.value.depth ?? 0) >= 1 }.keys.sorted { $0.value < $1.value }.map { Effect.cancel($0) }
        #expect(!expected.isEmpty)
        var effects: [Effect]
        (state, effects) = UI.run(state, [.key(.character("H"))])
        #expect(state.stack == [.home])
        #expect(effects == expected)
    }

    /// However long the browsing, the back stack stays bounded and home stays at its bottom.
    @Test func theBackStackIsBounded() {
        var state = UI.settle(AppState(width: 80, height: 24), [], ignoring: [])
        var effects: [Effect] = []
        for index in 0..<50 { Navigation.push(.product(ProductScreen(handle: "p\(index)", title: "P")), &state, &effects) }
        #expect(state.stack.count == Navigation.maxDepth)
        #expect(state.stack.first == .home)
        guard case .product(let top) = state.screen else {
            Issue.record("not a product on top")
            return
        }
        #expect(top.handle == "p49")
    }
}

/// How the program ends: q quits with 0 (asking during a checkout), ctrl-c at once with 130.
@Suite struct QuitTests {
    @Test func ctrlCQuitsAtOnceWithTheStatusOfAnInterruptedProgram() {
        let (interrupted, effects) = UI.run(CheckoutFlowFixtures.atRates(), [.key(.control("c"))])
        #expect(effects.last == .quit)
        #expect(UI.writes(effects).isEmpty)
        #expect(interrupted.exitStatus == 130)
        let (quit, quitEffects) = UI.run(UI.home(), [.key(.character("q"))])
        #expect(quitEffects.last == .quit)
        #expect(UI.writes(quitEffects).isEmpty)
        #expect(quit.exitStatus == 0)
    }
}

/// The storefront's search says an empty or malformed query, as `shopterm search` does.
@Suite struct SearchQueryCheckTests {
    @Test func anEmptyOrMalformedQueryIsSaidNotSent() {
        for (typed, message) in [
            ("", "The query is empty; type what to look for."),
            ("title:(boot", "The query has a parenthesis that is never closed."),
        ] {
            let (state, effects) = UI.run(UI.home(), [.key(.character("/"))] + typed.map { .key(.character($0)) } + [.key(.enter)])
            #expect(!effects.contains { if case .request = $0 { true } else { false } }, "\(typed)")
            #expect(state.status == StatusLine(message, kind: .error))
        }
    }

    /// What was said of an empty query goes when a good one is searched: no stale error, and no
    /// `r retry` for a search that worked.
    @Test func aGoodQueryAfterAnEmptyOneClearsWhatWasSaid() throws {
        var (state, effects) = UI.run(UI.home(), [.key(.character("/")), .key(.enter)])
        #expect(state.status?.kind == .error)
        (state, effects) = UI.run(state, UI.typing("dom") + [.key(.enter)])
        let id = try #require(UI.screens(effects).compactMap { if case .request(let id, .search) = $0 { id } else { nil } }.last)
        // The read-ahead's timer starts on the result under the cursor.
        state = UI.settle(state, [.response(id, .products(ProductListing(page: UI.products(1...2, more: false))))], ignoring: [.timer])
        #expect(state.status == nil)
        #expect(!render(state).text.contains("r retry"))
    }
}

/// Loading says loading: the first screen never claims an empty shop while the store's answer
/// is on its way, and esc stops waiting for it.
@Suite struct FirstLoadTests {
    @Test func loadingIsSaidAndEscCancelsIt() throws {
        var (state, effects) = start(AppState(width: 80, height: 24))
        let id = try #require(effects.lazy.compactMap { if case .request(let id, .home) = $0 { id } else { nil } }.first)
        let text = render(state).text
        #expect(text.contains("Loading the shop…"))
        #expect(!text.contains("no collections"))
        (state, effects) = update(state, .key(.escape))
        #expect(effects == [.cancel(id)])
        #expect(state.shopRequest == nil)
        #expect(state.status == StatusLine("Stopped loading the shop (r tries again)."))
        #expect(render(state).text.contains("The shop could not be loaded (r tries again)."))
        (state, effects) = update(state, .key(.character("r")))
        #expect(effects.contains { if case .request(_, .home) = $0 { return true } else { return false } })
    }
}

/// Lists say where you are, and G goes to the real end of a list that has more pages.
@Suite struct ListEndTests {
    static func requestID(_ effects: [Effect]) -> RequestID? {
        effects.lazy.compactMap { if case .request(let id, .collectionProducts) = $0 { return id } else { return nil } }.first
    }

    @Test func gFetchesTheRemainingPagesAndLandsOnTheLastItem() throws {
        var (state, effects) = UI.run(UI.home(), [.key(.enter)])
        let first = try #require(Self.requestID(effects))
        #expect(UI.screens(effects) == [.request(first, .collectionProducts(handle: "running", after: nil))])
        (state, effects) = UI.run(state, [.response(first, .products(ProductListing(page: UI.products(1...50, more: true))))])
        #expect(render(state).lines[state.height - 2].hasSuffix("1/50+"))
        (state, effects) = UI.run(state, [.key(.character("G"))])
        let second = try #require(Self.requestID(effects))
        #expect(UI.screens(effects) == [.request(second, .collectionProducts(handle: "running", after: "p50"))])
        guard case .collection(let seeking) = state.screen else {
            Issue.record("not a collection")
            return
        }
        #expect(seeking.products.selected == 49 && seeking.products.seekingEnd)
        (state, effects) = UI.run(state, [.response(second, .products(ProductListing(page: UI.products(51...70, more: false))))])
        let done = try #require(state.screen.collection)
        #expect(done.products.selected == 69)
        #expect(UI.screens(effects).isEmpty, "the last page read: nothing more is asked")
        #expect(!done.products.seekingEnd)
        #expect(done.products.position == "70/70")
        #expect(render(state).lines[state.height - 2].hasSuffix("70/70"))
    }
}

/// A message ends when the person moves on; an error stays until it is dealt with.
@Suite struct StatusLifetimeTests {
    @Test func messagesEndWithTheNextKeyErrorsStay() {
        var state = UI.settle(ProductScreenFixtures.loaded(), [.key(.enter)], ignoring: [.saveCart])
        #expect(state.status?.kind == .info)
        state = UI.settle(state, [.key(.character("j"))], ignoring: [])
        #expect(state.status == nil)
        state.status = StatusLine("Could not load products: timeout (r retries)", kind: .error)
        state = UI.settle(state, [.key(.character("j"))], ignoring: [])
        #expect(state.status?.kind == .error)
    }
}

/// A line removed from the cart comes back with u, where it stood.
@Suite struct UndoTests {
    @Test func uPutsBackTheLineJustRemoved() {
        var state = CartScreenFixtures.withCart()
        let lines = state.cart.local.lines
        #expect(lines.count >= 2)
        var effects: [Effect]
        (state, effects) = UI.run(state, [.key(.character("d"))])
        #expect(state.cart.local.lines == Array(lines.dropFirst()))
        #expect(effects == [.saveCart(state.cart.local)])
        #expect(state.status?.text.hasSuffix("u puts it back.") == true)
        (state, effects) = UI.run(state, [.key(.character("u"))])
        #expect(state.cart.local.lines == lines)
        #expect(effects == [.saveCart(state.cart.local)])
        (state, effects) = UI.run(state, [.key(.character("u"))])
        #expect(state.cart.local.lines == lines && effects.isEmpty)
    }
}

/// The product page scrolls: at 80×24 and 40×12, pgdn (and G) reach the whole description and
/// every image link; the description wraps at a readable width on a wide terminal.
@Suite struct ProductPageScrollTests {
    static func longProduct() -> Product {
        var product = UI.product
        product.description =
            (1...40).map { "Paragraph \($0) tells about the shoe in some detail, so that it needs more than one line." }
            .joined(separator: "\n\n") + "\n\nTHE-LAST-WORDS."
        product.images = (1...12).map { ProductImage(url: "https://demo.shopterm.invalid/images/swift-runner-\($0).jpg") }
        return product
    }

    static func opened(width: Int, height: Int) -> AppState {
        var state = UI.settle(
            UI.home(), [.key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false)))), .key(.enter)],
            ignoring: [.cancel, .request, .timer])
        state = UI.settle(state, [.response(RequestID(4), .product(longProduct())), .resize(width: width, height: height)], ignoring: [.request])
        return state
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func pageDownReachesEverything(_ width: Int, _ height: Int) {
        var state = Self.opened(width: width, height: height)
        var seen: [String] = []
        var links: Set<String> = []
        for _ in 0..<200 {
            let frame = render(state)
            seen += frame.lines
            links.formUnion(frame.links.map(\.url))
            let next = UI.settle(state, [.key(.pageDown)], ignoring: [])
            if next == state { break }
            state = next
        }
        #expect(seen.contains { $0.contains("THE-LAST-WORDS.") })
        #expect(links == Set(Self.longProduct().images.map(\.url)))
        let end = render(UI.settle(Self.opened(width: width, height: height), [.key(.character("G"))], ignoring: []))
        #expect(end.links.map(\.url).last == Self.longProduct().images.last?.url)
        #expect(!end.lines.contains { $0.contains("more line") })
        let top = render(UI.settle(Self.opened(width: width, height: height), [.key(.character("G")), .key(.character("g"))], ignoring: []))
        #expect(top.lines[1].contains("Swift Runner"))
        #expect(top.lines.contains { $0.contains("more lines (pgdn)") })
    }

    @Test func descriptionsWrapAtAReadableWidth() {
        let frame = render(Self.opened(width: 200, height: 50))
        let longest =
            frame.lines.filter { $0.contains("Paragraph") }.map { TerminalText.width(of: $0.trimmingCharacters(in: .whitespaces)) }.max() ?? 0
        #expect(longest > 40 && longest <= 76)
    }
}

/// A store's long messages are wrapped on the form, never cut at the edge of the terminal.
@Suite struct FormErrorWrapTests {
    @Test func longFieldAndFormErrorsWrap() {
        let long = "Enter a valid ZIP code for Oregon: it has five digits, or five digits, a dash and four more, like 97201-1234"
        let general = "The store could not use this address for the delivery options it has; check the province and the country"
        var state = UI.settle(CheckoutFlowFixtures.filledAddress(), [.key(.enter)], ignoring: [.request])
        state = UI.settle(state, [.response(RequestID(3), .userErrors(["zip": long, "": general]))], ignoring: [])
        for size in [(80, 24), (40, 12)] {
            let (resized, _) = update(state, .resize(width: size.0, height: size.1))
            let text = render(resized).lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            if size.0 == 80 {
                #expect(text.contains(long), "\(size)")
                #expect(text.contains(general), "\(size)")
            }
            #expect(render(resized).lines.allSatisfy { TerminalText.width(of: $0) <= size.0 })
        }
    }
}

/// Under LANG=C the terminal shows only ASCII: the UI's glyphs have ASCII stand-ins, and store
/// text shows `?` for what cannot be displayed, never dropped.
@Suite struct ASCIIFrameTests {
    @Test func everyCellIsASCIIAndNothingIsDropped() {
        var home = UI.home()
        home.asciiOnly = true
        let states = [
            home,
            {
                var s = ProductScreenFixtures.loaded()
                s.asciiOnly = true
                return s
            }(),
            {
                var s = CartScreenFixtures.withCart()
                s.asciiOnly = true
                return s
            }(),
            {
                var s = CheckoutFlowFixtures.atRates()
                s.asciiOnly = true
                return s
            }(),
        ]
        for state in states {
            for size in [(80, 24), (40, 12)] {
                let frame = render(update(state, .resize(width: size.0, height: size.1)).0)
                #expect(frame.cells.allSatisfy { $0.text.unicodeScalars.allSatisfy(\.isASCII) }, "\(frame.text)")
            }
        }
        let text = render(home).text
        #expect(text.contains(">Running"))
        #expect(text.contains("Kids ?? ?"))
        #expect(text.contains("Enter open"))
        #expect(TerminalText.ascii("Café ☕ · ⏎ × − › ←→") == "Caf? ? - Enter x - > <-->")
    }
}

/// Prices on screen follow the shop's money format once the shop is known.
@Suite struct ShopMoneyFormatTests {
    @Test func aEuroShopWritesItsPricesItsWay() {
        var shop = UI.shop
        shop.moneyFormat = "<span class=money>{{amount_with_comma_separator}} &euro;</span>"
        shop.currencyCode = "EUR"
        let (started, effects) = start(AppState(width: 80, height: 24))
        let home = UI.requestID(effects)!
        var (state, opened) = UI.run(started, [.response(home, .home(HomeData(shop: shop, collections: UI.collections), fresh: true)), .key(.enter)])
        var products = UI.products(1...3, more: false)
        products.items = products.items.map { item in
            var item = item
            item.minPrice = Money(amount: Decimal(string: "1234.5")!, currencyCode: "EUR")
            item.maxPrice = item.minPrice
            return item
        }
        let page = opened.compactMap { effect -> RequestID? in
            if case .request(let id, .collectionProducts) = effect { return id } else { return nil }
        }.first!
        state = UI.settle(state, [.response(page, .products(ProductListing(page: products)))], ignoring: [.timer])
        #expect(render(state).text.contains("1.234,50 €"))
    }

    /// A Swiss shop shopped from Sweden: the kronor are written as Sweden writes them, the
    /// shop's own francs in its money format (issue 41, point 8).
    @Test func aMarketsCurrencyIsWrittenInTheMarketsLocale() {
        var shop = UI.shop
        shop.moneyFormat = "CHF {{amount_with_apostrophe_separator}}"
        shop.currencyCode = "CHF"
        var fresh = AppState(width: 80, height: 24)
        fresh.market = MarketChoice(country: "SE", language: "SV")
        let (started, effects) = start(fresh)
        let home = UI.requestID(effects)!
        var (state, opened) = UI.run(started, [.response(home, .home(HomeData(shop: shop, collections: UI.collections), fresh: true)), .key(.enter)])
        var products = UI.products(1...2, more: false)
        products.items[0].minPrice = Money(amount: "3331.9", currencyCode: "SEK")!
        products.items[0].maxPrice = products.items[0].minPrice
        products.items[1].minPrice = Money(amount: "3288", currencyCode: "CHF")!
        products.items[1].maxPrice = products.items[1].minPrice
        let page = opened.compactMap { effect -> RequestID? in
            if case .request(let id, .collectionProducts) = effect { return id } else { return nil }
        }.first!
        state = UI.settle(state, [.response(page, .products(ProductListing(page: products)))], ignoring: [.timer])
        let text = render(state).text
        #expect(text.contains("3\u{a0}331,90\u{a0}kr"), "\(text)")
        #expect(text.contains("CHF 3'288.00") && !text.contains("SEK"), "\(text)")
        // Under LANG=C the no-break spaces are spaces, not `?` (point 6).
        state.asciiOnly = true
        let ascii = render(state).text
        #expect(ascii.contains("3 331,90 kr") && !ascii.contains("3?331"), "\(ascii)")
    }
}

/// The help lists only what applies, and scrolls when it does not fit (40×12).
@Suite struct HelpScrollTests {
    @Test func helpScrollsWhenItDoesNotFit() {
        var (state, _) = update(CartScreenFixtures.withCart(), .resize(width: 40, height: 12))
        (state, _) = update(state, .key(.character("?")))
        let rows = Keymap.help(for: state).count
        #expect(rows > 6)
        let first = render(state)
        #expect(first.lines.contains { $0.contains("more (j)") })
        (state, _) = update(state, .key(.character("j")))
        #expect(state.showHelp && state.helpScroll == 1)
        for _ in 0..<20 { (state, _) = update(state, .key(.pageDown)) }
        let last = render(state)
        let lastBinding = Keymap.help(for: state).last!
        #expect(last.lines.contains { $0.contains(String(lastBinding.help.prefix(10))) }, "\(last.text)")
        #expect(!last.lines.contains { $0.contains("more (j)") })
        (state, _) = update(state, .key(.character("x")))
        #expect(!state.showHelp && state.helpScroll == 0)
    }
}

/// The store takes fewer than asked: the cart, its badge and the line say so at once.
@Suite struct StoreCutTests {
    @Test func theCartFollowsWhatTheStoreTook() {
        var state = UI.settle(CheckoutFlowFixtures.filledAddress(), [.key(.enter)], ignoring: [.request])
        #expect(state.cart.local.lines.map(\.quantity) == [1, 2])
        var taken = UI.checkoutState()
        taken.lines[1].quantity = 1
        taken.subtotal = UI.money("20.00")
        var effects: [Effect]
        (state, effects) = UI.run(state, [.response(RequestID(3), .checkout(taken))])
        #expect(state.cart.local.lines.map(\.quantity) == [1, 1])
        #expect(effects.contains(.saveCart(state.cart.local)))
        #expect(UI.writes(effects) == [.saveCart(state.cart.local)], "the cart the store took is saved once")
        #expect(state.status?.text.contains("Shoe 2 (9 / Black): only 1 left, not 2") == true)
        #expect(state.cart.lineReports == [LineChangeReport(line: 2, message: "Shoe 2 (9 / Black): only 1 left, not 2", blocksCheckout: false)])
        #expect(render(state).lines[0].contains("cart 2 · $20.00"))
    }
}

/// After a payment, a logged-in customer's orders are read again (the new one joins them).
@Suite struct AfterPaymentTests {
    @Test func theAccountIsReloadedWhenLoggedIn() {
        let handoff = UI.settle(
            CheckoutFlowFixtures.atRates(),
            [
                .key(.enter), .response(RequestID(5), .checkout(UI.checkoutState(rates: UI.rates, selected: UI.rates[1]))),
                .key(.enter),
            ], ignoring: [.request])
        var loggedIn = handoff
        loggedIn.account = AccountSnapshot(
            profile: CustomerProfile(id: "gid://shopify/Customer/1", firstName: "Ada", email: "ada@example.com"),
            addresses: [], defaultAddressID: nil, orders: [])
        let (paid, effects) = UI.run(loggedIn, [.response(RequestID(6), .paid(CompletedOrder(name: "#1001", total: UI.money("45.00"))))])
        #expect(effects.contains { if case .request(_, .loadAccount(renew: false)) = $0 { return true } else { return false } })
        #expect(UI.writes(effects) == [.saveCart(paid.cart.local)], "the paid cart is emptied and saved once")
        #expect(render(paid).text.contains("Order #1001 is paid: $45.00"))
        let (anonymous, none) = UI.run(handoff, [.response(RequestID(6), .paid(CompletedOrder(name: nil, total: nil)))])
        #expect(!none.contains { if case .request(_, .loadAccount) = $0 { return true } else { return false } })
        #expect(UI.writes(none) == [.saveCart(anonymous.cart.local)])
        #expect(render(anonymous).text.contains("The checkout is complete: $30.00 plus the taxes the checkout page added"))
    }
}
