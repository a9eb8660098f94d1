import ShopTermUI
import Testing

/// `UI.settle` lets pass only the kinds of effect a test names: any other fails the test.
@Suite struct SettleTests {
    @Test func anEffectOfAKindNotNamedFailsTheTest() {
        withKnownIssue {
            // Opening a collection asks the store for its products: a request not named.
            _ = UI.settle(UI.home(), [.key(.enter)], ignoring: [.timer])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("an effect the test did not expect: .request") }
        }
    }

    @Test func theKindsNamedPass() {
        let state = UI.settle(UI.home(), [.key(.enter)], ignoring: [.request, .timer, .cancel])
        #expect(state.stack.count == 2)
    }
}
