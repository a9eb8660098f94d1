import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// `a` on a shop with the Customer Account API: its login page in the browser first, the same
/// page on another device with the address pasted back, or the classic form, said to be legacy.
@Suite struct BrowserLoginTests {
    static let page = URL(string: "https://shopify.com/authentication/1/oauth/authorize?client_id=x&state=s")!

    static func home() -> AppState {
        var state = UI.home()
        state.customerAccountLogin = true
        return state
    }

    static func requests(_ effects: [Effect]) -> [(RequestID, Request)] {
        effects.compactMap { if case .request(let id, let request) = $0 { return (id, request) } else { return nil } }
    }

    @Test func aOffersTheShopsLoginPageFirstAndTheClassicFormAsLegacy() {
        let state = UI.settle(Self.home(), [.key(.character("a"))], ignoring: [])
        let text = render(state).text
        #expect(text.contains("▸ The shop's account page, in your browser"), "\(text)")
        #expect(text.contains("The same page on another device (paste)"))
        #expect(text.contains("Classic account: e-mail, password (legacy)"))
        // At the smallest size every way shows.
        let small = render(UI.settle(state, [.resize(width: 40, height: 12)], ignoring: [])).text
        #expect(small.contains("(legacy)"), "\(small)")
        let classic = UI.settle(state, [.key(.down), .key(.down), .key(.enter)], ignoring: [])
        #expect(render(classic).text.contains("Log in with a classic account (legacy)"))
        // esc goes back to the ways of logging in.
        let back = UI.settle(classic, [.key(.escape)], ignoring: [])
        #expect(back.accountMode == .choose)
        // A shop without the Customer Account API: the classic form, as before.
        let plain = UI.settle(UI.home(), [.key(.character("a"))], ignoring: [])
        #expect(render(plain).text.contains("Log in to your account") && plain.accountMode == .logIn)
    }

    @Test func theBrowserLoginOpensThePageAndWaitsForIt() throws {
        var (state, effects) = UI.run(Self.home(), [.key(.character("a")), .key(.enter)])
        let (start, request) = try #require(Self.requests(effects).last)
        #expect(request == .startBrowserLogIn(paste: false))
        #expect(UI.writes(effects).isEmpty)
        #expect(render(state).text.contains("Asking the shop for its login page"))
        (state, effects) = UI.run(state, [.response(start, .browserLogInStarted(Self.page))])
        #expect(effects.contains(.openURL(Self.page)))
        let (finish, waiting) = try #require(Self.requests(effects).last)
        #expect(waiting == .finishBrowserLogIn(pasted: nil))
        #expect(UI.writes(effects) == [.request(finish, .finishBrowserLogIn(pasted: nil))])
        let text = render(state).text
        #expect(text.contains("Log in in your browser at:") && text.contains("https://shopify.com/authentication/1/oauth/authorize"))
        #expect(text.contains("waiting for the browser"))
        // o opens it again, y copies it.
        #expect(UI.run(state, [.key(.character("o"))]).1 == [.openURL(Self.page)])
        #expect(UI.run(state, [.key(.character("y"))]).1 == [.copy(Self.page.absoluteString)])
        state = UI.settle(state, [.response(finish, .account(AccountScreenFixtures.snapshot))], ignoring: [])
        #expect(state.account == AccountScreenFixtures.snapshot)
        #expect(state.status == StatusLine("Logged in as Ada Lovelace."))
        #expect(state.accountMode == .overview)
    }

    @Test func onAnotherDeviceTheAddressItEndsOnIsPasted() throws {
        var (state, effects) = UI.run(Self.home(), [.key(.character("a")), .key(.down), .key(.enter)])
        let (start, request) = try #require(Self.requests(effects).last)
        #expect(request == .startBrowserLogIn(paste: true))
        #expect(UI.writes(effects).isEmpty)
        (state, effects) = UI.run(state, [.response(start, .browserLogInStarted(Self.page))])
        #expect(!effects.contains(.openURL(Self.page)))
        #expect(Self.requests(effects).isEmpty)
        #expect(effects.isEmpty, "nothing opens and nothing waits: the shopper pastes")
        #expect(render(state).text.contains("On a device with a browser, open:"))
        let redirect = "http://127.0.0.1/callback?code=abc&state=s"
        (state, effects) = UI.run(state, [.paste(redirect + "\n"), .key(.enter)])
        #expect(Self.requests(effects).last?.1 == .finishBrowserLogIn(pasted: redirect))
        let (finish, _) = try #require(Self.requests(effects).last)
        #expect(UI.writes(effects) == [.request(finish, .finishBrowserLogIn(pasted: redirect))])
    }

    /// A real shop's login ends on the callback registered for the client, which nothing here
    /// hears: the page opens in this browser all the same and the address it ends on is pasted.
    @Test func aRegisteredCallbackOpensHereAndIsPasted() throws {
        var (state, effects) = UI.run(Self.home(), [.key(.character("a")), .key(.enter)])
        let (start, _) = try #require(Self.requests(effects).last)
        (state, effects) = UI.run(state, [.response(start, .browserLogInStarted(Self.page, pasteFrom: "shop.1.app://callback"))])
        #expect(effects == [.openURL(Self.page)], "it opens, and no listener is waited for")
        #expect(
            state.status?.text
                == "Log in in your browser, then paste here the address it ends on (it starts with shop.1.app://callback, which the browser may say it cannot open)."
        )
        let redirect = "shop.1.app://callback?code=abc&state=s"
        (state, effects) = UI.run(state, [.paste(redirect + "\n"), .key(.enter)])
        #expect(Self.requests(effects).last?.1 == .finishBrowserLogIn(pasted: redirect))
    }

    @Test func escGivesUpTheLoginUnderWay() throws {
        let (state, effects) = UI.run(Self.home(), [.key(.character("a")), .key(.enter)])
        let (start, _) = try #require(Self.requests(effects).last)
        let (back, cancelled) = UI.run(state, [.key(.escape)])
        #expect(cancelled.contains(.cancel(start)))
        #expect(UI.writes(cancelled).isEmpty)
        #expect(back.accountMode == .choose)
    }

    /// Logged in, the checkout URL signs the buyer in too.
    @Test func theSignedInCheckoutURLCarriesSingleSignOn() {
        let url = URL(string: "https://shop.example/checkouts/cn/abc?key=k")!
        #expect(CheckoutURL.signedIn(url).absoluteString == "https://shop.example/checkouts/cn/abc?key=k&logged_in=true&sso=silent")
        #expect(CheckoutURL.signedIn(CheckoutURL.signedIn(url)) == CheckoutURL.signedIn(url))
    }
}

extension AppState {
    fileprivate var accountMode: AccountScreen.Mode? { if case .account(let screen) = screen { return screen.mode } else { return nil } }
}
