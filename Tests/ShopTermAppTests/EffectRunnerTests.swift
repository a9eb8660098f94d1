import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import Synchronization
import Testing

/// The effect runner and what a request means, with services that answer at once: no HTTP,
/// no demo store.
@Suite struct EffectRunnerTests {
    @Test func aRequestIsAnsweredWithItsID() async {
        var services = StoreServices.failing
        services.override { if case .product = $0 { .product(nil) } else { nil } }
        let events = await EffectRunnerFixtures.events(services, .request(RequestID(7), .product(handle: "missing")))
        #expect(events == [.response(RequestID(7), .product(nil))])
    }

    /// The test value fails the test that sent a request it did not expect.
    @Test func anUnexpectedRequestFailsTheTestThatSentIt() async {
        await withKnownIssue {
            let failed = await EffectRunnerFixtures.events(StoreServices.failing, .request(RequestID(4), .search(query: "boots", after: nil)))
            #expect(failed == [.response(RequestID(4), .failure("unexpected request \(Request.search(query: "boots", after: nil))"))])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("an unexpected request: ") && $0.rawValue.contains("search(query: \"boots\"") }
        }
    }

    @Test func refusedInputLandsOnItsFieldsAndOtherFailuresAreOneLine() async {
        var services = StoreServices.failing
        services.override { request in
            guard case .checkoutStart = request else { return nil }
            throw CheckoutError.userErrors([UserError(field: ["input", "buyerIdentity", "email"], message: "Email is invalid")])
        }
        let address = ShippingAddress(address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")
        let refused = await EffectRunnerFixtures.events(
            services, .request(RequestID(3), .checkoutStart(lines: [], email: "x", address: address, extras: CartExtras(), previous: nil)))
        #expect(refused == [.response(RequestID(3), .userErrors(["email": "Email is invalid"]))])
        services.override { if case .search = $0 { throw URLError(.timedOut) } else { nil } }
        let failed = await EffectRunnerFixtures.events(services, .request(RequestID(4), .search(query: "boots", after: nil)))
        #expect(failed == [.response(RequestID(4), .failure("\(URLError(.timedOut))"))])
    }

    /// A wrong password is said in a sentence, on the form, not as the store's "Unidentified customer".
    @Test func aWrongPasswordIsASentenceOnTheForm() async {
        var services = StoreServices.failing
        services.override { if case .logIn(let email, _) = $0 { throw AccountError.wrongCredentials(email: email) } else { nil } }
        let events = await EffectRunnerFixtures.events(services, .request(RequestID(8), .logIn(email: "ada@example.com", password: "x")))
        #expect(
            events == [
                .response(
                    RequestID(8),
                    .userErrors(["": "That e-mail address and password do not match an account of this shop. Check them and try again."]))
            ])
    }

    @Test func anEndedLoginLogsOut() async {
        var services = StoreServices.failing
        services.override { if case .loadAccount = $0 { throw AccountError.sessionExpired } else { nil } }
        let events = await EffectRunnerFixtures.events(services, .request(RequestID(5), .loadAccount(renew: true)))
        #expect(events == [.response(RequestID(5), .loggedOut(AccountError.sessionExpired.description))])
    }

    @Test func aCancelledRequestIsNeverAnswered() async {
        var services = StoreServices.failing
        services.override { request in
            guard case .product = request else { return nil }
            try await Task.sleep(nanoseconds: 5_000_000_000)
            return .product(nil)
        }
        let runner = EffectRunner(services: services)
        runner.run(.request(RequestID(6), .product(handle: "slow")))
        runner.run(.cancel(RequestID(6)))
        try? await Task.sleep(nanoseconds: 100_000_000)
        #expect(runner.drain().isEmpty)
    }

    @Test func cartSavesAndBrowserFailuresAreReported() async {
        let saved = Mutex<[LocalCart]>([])
        var services = StoreServices.failing
        services.saveCart = { cart in saved.withLock { $0.append(cart) } }
        services.openURL = { _ in throw BrowserOpener.Failure(program: "xdg-open") }
        let runner = EffectRunner(services: services)
        runner.run(.saveCart(LocalCart()))
        runner.run(.openURL(URL(string: "https://example.com")!))
        runner.cancelAll()
        #expect(saved.withLock { $0 } == [LocalCart()])
        #expect(runner.drain() == [.effectFailed("\(BrowserOpener.Failure(program: "xdg-open"))")])
    }
}
