import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// The kiosk (a shopper over SSH): nothing opens on the server, accounts are off.
@Suite struct KioskTests {
    @Test func nothingOpensAndAccountsAreOff() throws {
        var home = UI.home()
        home.kiosk = true
        #expect(!home.canPerform(.account))
        var (state, effects) = UI.run(home, [.key(.character("a"))])
        #expect(state.screen == .home && effects.isEmpty)
        var atHandoff = CheckoutFlowFixtures.atRates()
        atHandoff.kiosk = true
        state = atHandoff
        state.stack[state.top].checkout?.step = .handoff
        state.stack[state.top].checkout?.url = URL(string: "https://shop.example/checkouts/cn/1")
        #expect(!state.canPerform(.openInBrowser) && state.canPerform(.copyURL))
        (state, effects) = UI.run(state, [.key(.character("o"))])
        #expect(!effects.contains { if case .openURL = $0 { true } else { false } })
        #expect(state.status == StatusLine("Nothing opens here: open the link, scan the code, or y copies it."))
        let text = render(state).text
        #expect(text.contains("open the link, or scan the code") && !text.contains("o opens it in the browser"), "\(text)")
        #expect(!Keymap.hints(for: state).contains { $0.hasPrefix("o ") })
    }
}
