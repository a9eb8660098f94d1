import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// The kiosk (a shopper over SSH): nothing opens on the server; a login is the browser's, its
/// address pasted; accounts can be switched off.
@Suite struct KioskTests {
    @Test func aLoginIsTheBrowsersWithItsAddressPastedAndNothingListens() throws {
        var home = UI.home()
        home.kiosk = true
        home.customerAccountLogin = true
        #expect(home.canPerform(.account))
        var (state, effects) = UI.run(home, [.key(.character("a"))])
        #expect(effects.contains { if case .request(_, .startBrowserLogIn(paste: true)) = $0 { true } else { false } })
        #expect(!effects.contains { if case .request(_, .startBrowserLogIn(paste: false)) = $0 { true } else { false } })
        #expect(UI.writes(effects).isEmpty)
        let id = try #require(effects.lazy.compactMap { if case .request(let id, .startBrowserLogIn) = $0 { id } else { nil } }.first)
        (state, effects) = UI.run(
            state, [.response(id, .browserLogInStarted(URL(string: "https://shopify.com/authentication/1/oauth/authorize?x=1")!))])
        // Nothing opens on the server and nothing waits for a redirect there: the shopper pastes it.
        #expect(!effects.contains { if case .openURL = $0 { true } else { false } })
        #expect(!effects.contains { if case .request(_, .finishBrowserLogIn(pasted: nil)) = $0 { true } else { false } })
        #expect(effects.isEmpty)
        #expect(render(state).text.contains("shopify.com/authentication"))
        #expect(state.screen.account?.fields.map(\.key) == ["redirect"])
        #expect(render(state).text.contains("esc back"))
        // esc leaves the login (there is no other way to log in here).
        (state, effects) = UI.run(state, [.key(.escape)])
        #expect(state.screen == .home)
    }

    @Test func accountsSwitchedOffOfferNothing() {
        var home = UI.home()
        home.kiosk = true
        home.accountsOff = true
        #expect(!home.canPerform(.account))
        let (state, effects) = UI.run(home, [.key(.character("a"))])
        #expect(state.screen == .home && effects.isEmpty)
    }

    @Test func nothingOpensOnTheServer() throws {
        var state = CheckoutFlowFixtures.atRates()
        state.kiosk = true
        state.stack[state.top].checkout?.step = .handoff
        state.stack[state.top].checkout?.url = URL(string: "https://shop.example/checkouts/cn/1")
        #expect(!state.canPerform(.openInBrowser) && state.canPerform(.copyURL))
        let effects: [Effect]
        (state, effects) = UI.run(state, [.key(.character("o"))])
        #expect(!effects.contains { if case .openURL = $0 { true } else { false } })
        #expect(effects.isEmpty)
        #expect(state.status == StatusLine("Nothing opens here: open the link, scan the code, or y copies it."))
        let text = render(state).text
        #expect(text.contains("open the link, or scan the code") && !text.contains("o opens it in the browser"), "\(text)")
        #expect(!Keymap.hints(for: state).contains { $0.hasPrefix("o ") })
    }

    /// The embedded demo store over SSH: its checkout page is on the server's loopback, so the
    /// handoff says plainly that this demo shop takes no payment, with no link, code or copy.
    @Test func theDemoShopOverSSHSaysItTakesNoPaymentAndOffersNoDeadLink() {
        var state = CheckoutFlowFixtures.atRates()
        state.kiosk = true
        state.pagesUnreachable = true
        var effects: [Effect]
        state = UI.settle(
            state, [.key(.enter), .response(RequestID(5), .checkout(UI.checkoutState(rates: UI.rates, selected: UI.rates[1])))], ignoring: [.request])
        (state, effects) = UI.run(state, [.key(.enter)])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .handoff)
        #expect(state.handoffURL == nil && effects.isEmpty)
        #expect(!state.canPerform(.copyURL) && !state.canPerform(.openInBrowser))
        let frame = render(state)
        #expect(frame.text.contains("This demo shop takes no payment."), "\(frame.text)")
        #expect(!frame.text.contains("127.0.0.1") && !frame.text.contains("waiting for payment") && frame.links.isEmpty)
        #expect(!frame.text.contains("█") && !frame.text.contains("▀"))
        (state, effects) = UI.run(state, [.key(.character("y")), .key(.character("o"))])
        #expect(effects.isEmpty)
    }

    /// The review's ⏎ ends the checkout there: its footer says "end", not "pay"; elsewhere "pay".
    @Test func theReviewsFooterSaysEndWhereTheShopTakesNoPayment() {
        var state = CheckoutFlowFixtures.atRates()
        state = UI.settle(
            state, [.key(.enter), .response(RequestID(5), .checkout(UI.checkoutState(rates: UI.rates, selected: UI.rates[1])))], ignoring: [.request])
        #expect(CheckoutFlowFixtures.screen(state)?.step == .review)
        #expect(Keymap.hints(for: state).contains("⏎ pay") && !Keymap.hints(for: state).contains("⏎ end"))
        state.kiosk = true
        state.pagesUnreachable = true
        #expect(Keymap.hints(for: state).contains("⏎ end") && !Keymap.hints(for: state).contains("⏎ pay"), "\(Keymap.hints(for: state))")
        #expect(render(state).text.contains("⏎ end"))
    }

    /// Its login page is on the server's loopback too: the login says so, and says to open its
    /// address there, not "on a device with a browser" (which contradicted it).
    @Test func theDemoShopsLoginOverSSHSaysWhereItsPageIs() throws {
        var home = UI.home()
        home.kiosk = true
        home.customerAccountLogin = true
        home.pagesUnreachable = true
        var (state, effects) = UI.run(home, [.key(.character("a"))])
        let id = try #require(effects.lazy.compactMap { if case .request(let id, .startBrowserLogIn) = $0 { id } else { nil } }.first)
        #expect(UI.writes(effects).isEmpty)
        (state, effects) = UI.run(state, [.response(id, .browserLogInStarted(URL(string: "http://127.0.0.1:8080/account/login?x=1")!))])
        #expect(effects.isEmpty)
        let text = render(state).text
        #expect(text.contains("This demo shop's login page is on the shop's own computer"))
        #expect(text.contains("On the shop's own computer, open:") && text.contains("127.0.0.1:8080"), "\(text)")
        #expect(!text.contains("device with a browser") && !(state.status?.text.contains("device with a browser") ?? false), "\(text)")
        home.pagesUnreachable = false
        (state, effects) = UI.run(home, [.key(.character("a"))])
        (state, effects) = UI.run(state, [.response(id, .browserLogInStarted(URL(string: "https://shopify.com/authentication/1")!))])
        #expect(!render(state).text.contains("shop's own computer"))
        #expect(render(state).text.contains("https://shopify.com/authentication/1"))
    }

    /// `a` pressed at launch, before the shopper's login was read: once it is, the screen is their
    /// account, not a login page, and the login begun is given up.
    @Test func aLoginReadAfterTheAccountScreenOpenedShowsTheAccount() throws {
        var (state, effects) = start(AppState(width: 100, height: 30))
        state.kiosk = true
        state.customerAccountLogin = true
        let load = try #require(effects.lazy.compactMap { if case .request(let id, .loadAccount) = $0 { id } else { nil } }.first)
        (state, effects) = UI.run(state, [.key(.character("a"))])
        let login = try #require(effects.lazy.compactMap { if case .request(let id, .startBrowserLogIn) = $0 { id } else { nil } }.first)
        #expect(UI.writes(effects).isEmpty)
        let ada = AccountSnapshot(
            profile: CustomerProfile(id: "gid://shopify/Customer/1", firstName: "Ada", email: "ada@example.com"), addresses: [],
            defaultAddressID: nil, orders: [])
        (state, effects) = UI.run(state, [.response(load, .account(ada))])
        #expect(state.screen.account?.mode == .overview)
        #expect(effects.contains(.cancel(login)))
        #expect(UI.writes(effects).isEmpty)
        #expect(render(state).text.contains("ada@example.com"))
    }
}
