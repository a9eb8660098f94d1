import Foundation
import ShopTermApp
import StoreKitCore
import Synchronization
import Testing

/// What `shopterm checkout` does (``CheckoutSteps``), in this process, against a tea shop of
/// our own: what was only tested by running the executable.
@Suite struct CheckoutStepsTests {
    static func request(json: Bool = false, email: String? = "ada@example.com") -> CheckoutSteps.Request {
        CheckoutSteps.Request(
            email: email, address: LocalCartCheckoutTests.address, savedAddress: nil, shipping: "cheapest", again: false, acceptChanges: false,
            json: json)
    }

    /// What is said on the way, in order.
    final class Said: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func say(_ line: String) { lines.withLock { $0.append(line) } }
    }

    @Test func anEmptyCartIsNotCheckedOut() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        await #expect(throws: CheckoutError.emptyCart) {
            _ = try await CheckoutSteps(session: shop.session, request: Self.request()).handOff(say: { _ in })
        }
    }

    /// Without a login, the e-mail is required: a usage error before the store is asked.
    @Test func aGuestNeedsAnEmail() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        await #expect(throws: UsageError.self) {
            _ = try await CheckoutSteps(session: shop.session, request: Self.request(email: nil)).handOff(say: { _ in })
        }
        #expect(shop.operations.operations.isEmpty)
    }

    /// The cart is handed off: the summary's total is the store's, the URL where to pay, the
    /// local cart keeps the store's cart; the steps are said (not with --json).
    @Test func aCartIsHandedOffAndTheLocalCartKeepsTheStoresCart() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        _ = try await CartActions(session: shop.session).add("green-tea", variantTitle: nil, plan: nil, quantity: 2)
        let said = Said()
        let handOff = try await CheckoutSteps(session: shop.session, request: Self.request()).handOff(say: { said.say($0) })
        defer { handOff.pageServer?.stop() }
        #expect(handOff.buyer.email == "ada@example.com" && handOff.buyer.customer == nil)
        #expect(handOff.state.lines.map(\.quantity) == [2])
        #expect(!said.all.isEmpty)
        let kept = try shop.session.cartFile.load().cart
        #expect(kept.storeCart?.id == handOff.state.id)
        #expect(handOff.summary.text(buyer: true).contains("Green Tea"))

        let quiet = Said()
        let again = try await CheckoutSteps(session: shop.session, request: Self.request(json: true)).handOff(say: { quiet.say($0) })
        defer { again.pageServer?.stop() }
        #expect(quiet.all.isEmpty)
    }
}
