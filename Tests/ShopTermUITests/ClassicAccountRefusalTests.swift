import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// A store that lets no e-mail and password account be used (no Storefront token): the
/// storefront says so in words, once, where the shopper looks for the account, never the
/// store's raw refusal, and offers only what works.
@Suite struct ClassicAccountRefusalTests {
    static func screen(_ state: AppState) -> AccountScreen? {
        if case .account(let screen) = state.screen { return screen }
        return nil
    }

    /// The screen's words, lines joined (a message wraps).
    static func words(_ state: AppState) -> String {
        render(state).text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func aRefusedClassicLoginLeavesOnlyTheShopsAccountPage() throws {
        var home = UI.home()
        home.customerAccountLogin = true
        var state = UI.settle(
            home,
            [.key(.character("a")), .key(.down), .key(.down), .key(.enter)] + UI.typing("ada@example.com") + [.key(.tab)]
                + UI.typing("s3cret!") + [.key(.enter)], ignoring: [.request])
        let request = try #require(state.request(for: .accountAction))
        state = UI.settle(state, [.response(request, .classicAccountsRefused)], ignoring: [])
        let screen = try #require(Self.screen(state))
        #expect(screen.mode == .choose)
        #expect(state.status == nil)
        #expect(AccountScreen.loginChoices(state).count == 2)
        let text = Self.words(state)
        #expect(text.contains("does not let shopterm log in with an e-mail address and password"), "\(text)")
        #expect(text.contains("Log in with the shop's account page instead."))
        #expect(!text.contains("ACCESS_DENIED") && !text.contains("Classic account"))
        // The last choice is the last way that works: down stays on it, ⏎ opens the shop's page.
        state = UI.settle(state, [.key(.down), .key(.down), .key(.down), .key(.enter)], ignoring: [.request])
        #expect(Self.screen(state)?.mode == .browser(url: nil, paste: true))
    }

    @Test func withoutAnyLoginThatWorksTheScreenSaysHowToGetOne() throws {
        var home = UI.home()
        home.classicAccountsRefused = true
        let (state, effects) = UI.run(home, [.key(.character("a")), .key(.enter)])
        #expect(effects.isEmpty)
        let screen = try #require(Self.screen(state))
        #expect(screen.mode == .choose && screen.fields.isEmpty)
        let text = Self.words(state)
        #expect(text.contains("does not let shopterm log in with an e-mail address and password"), "\(text)")
        #expect(text.contains("--token"))
        #expect(!text.contains("Password") && !text.contains("⏎ chooses"))
    }

    @Test func aKeptLoginTheStoreNowRefusesIsNotAnErrorAtEveryLaunch() throws {
        let (started, effects) = start(AppState(width: 80, height: 24))
        #expect(effects.last == .request(RequestID(2), .loadAccount(renew: true)))
        var state = UI.settle(started, [.response(RequestID(2), .classicAccountsRefused)], ignoring: [])
        #expect(state.status == nil)
        #expect(state.account == nil && state.classicAccountsRefused)
        state = UI.settle(state, [.key(.character("a"))], ignoring: [])
        let text = Self.words(state)
        #expect(text.contains("does not let shopterm log in with an e-mail address and password"), "\(text)")
        #expect(!text.contains("Could not load your account") && !text.contains("ACCESS_DENIED"))
    }
}
