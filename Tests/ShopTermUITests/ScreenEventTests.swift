import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// Every screen's event goes through one guard and write-back (`AppState.updateScreen`): it
/// changes the screen at its depth while that screen is there and of its kind, and never undoes
/// a change that started the stack over.
@Suite struct ScreenEventTests {
    @Test func anEventChangesItsScreenOnlyWhileItIsThere() {
        var state = UI.home()
        state.stack.append(.markets(MarketScreen()))
        let changed = state.updateScreen(at: 1, \.markets) { screen, _ in screen.countries.error = "The tea garden is closed." }
        #expect(changed && state.stack[1].markets?.countries.error == "The tea garden is closed.")
        let otherKind = state.updateScreen(at: 1, \.search) { _, _ in Issue.record("the screen at depth 1 is no search") }
        let gone = state.updateScreen(at: 2, \.markets) { _, _ in Issue.record("no screen at depth 2") }
        #expect(!otherKind && !gone)
    }

    @Test func aChangeThatStartsTheStackOverIsNotUndone() {
        var state = UI.home()
        state.stack.append(.markets(MarketScreen()))
        state.updateScreen(at: 1, \.markets) { screen, state in
            screen.countries.error = "stale"
            state.stack = [.home]
        }
        #expect(state.stack == [.home])
    }
}
