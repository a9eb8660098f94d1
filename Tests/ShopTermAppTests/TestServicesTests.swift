import ShopTermApp
import ShopTermUI
import StoreKitCore
import Testing

/// The test services fail on the unexpected: a request no test answers, and an answer a test
/// waits for that never comes.
@Suite struct TestServicesTests {
    @Test func anOverrideThatAnswersNothingFailsItsTest() {
        withKnownIssue {
            var services = StoreServices.failing
            services.override { if case .loadAccount = $0 { .account(nil) } else { nil } }
            _ = services
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the request it expects never came") }
        }
    }

    @Test func anOverrideThatAnsweredPassesSilently() async {
        var services = StoreServices.failing
        services.override { if case .loadAccount = $0 { .account(nil) } else { nil } }
        let answer = await services.answer(.loadAccount(renew: false))
        #expect(answer == .account(nil))
    }

    @Test func aRequestNoOneAnswersFailsItsTest() async {
        await withKnownIssue {
            _ = await StoreServices.failing.answer(.loadAccount(renew: false))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("an unexpected request") }
        }
    }
}
