import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// A retry the client is about to make is said in the status line while the shopper waits, and
/// the word goes with the next answer.
@Suite struct RetryStatusTests {
    static let notice = "the store did not answer in time; retrying in 2 s (1 of 3)"

    @Test func aRetryIsSaidUntilTheNextAnswer() {
        var (state, effects) = UI.run(UI.home(), [.key(.enter)])
        let id = RequestID(3)
        #expect(effects.contains(.request(id, .collectionProducts(handle: "running", after: nil))))
        #expect(UI.screens(effects) == [.request(id, .collectionProducts(handle: "running", after: nil))])
        state = UI.settle(state, [.retrying(Self.notice)], ignoring: [])
        #expect(state.status == StatusLine("The store did not answer in time; retrying in 2 s (1 of 3)"))
        #expect(render(state).text.contains("retrying in 2 s (1 of 3)"))
        state = UI.settle(state, [.response(id, .products(ProductListing(page: UI.products(1...3, more: false))))], ignoring: [.timer])
        #expect(state.status == nil && state.retryShown == nil)
    }

    @Test func somethingSaidSinceStays() {
        var state = UI.settle(UI.home(), [.key(.enter)], ignoring: [.request])
        state = UI.settle(state, [.retrying(Self.notice), .effectFailed("The cart could not be saved: disk full")], ignoring: [])
        state = UI.settle(state, [.response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false))))], ignoring: [.timer])
        #expect(state.status == StatusLine("The cart could not be saved: disk full", kind: .error))
    }
}
