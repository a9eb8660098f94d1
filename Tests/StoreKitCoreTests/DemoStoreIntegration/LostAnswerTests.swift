import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Synchronization
import Testing

@testable import StoreKitDemo

/// A change whose answer is lost may have been made: shopterm says so, and where it can find
/// out itself (the address book, a login), it looks before anything is done twice.
@Suite struct LostAnswerTests {
    /// The demo store, except that the answer to the first request naming `operation` is lost:
    /// after the store made the change (`made`), or before it reached the store.
    final class LosingTransport: HTTPTransport {
        let store: DemoStore
        let operation: String
        let made: Bool
        let lost = Mutex(false)

        init(store: DemoStore, operation: String, made: Bool) {
            self.store = store
            self.operation = operation
            self.made = made
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let named = String(decoding: request.body, as: UTF8.self).contains("\"operationName\":\"\(operation)\"")
            let loseThis =
                named
                && lost.withLock { done in
                    defer { done = true }
                    return !done
                }
            guard loseThis else { return try await InProcessTransport(store: store).send(request) }
            if made { _ = try await InProcessTransport(store: store).send(request) }
            throw TransportError.connectionLost
        }
    }

    /// Account calls through a transport that loses one answer; their login is kept in a
    /// folder of its own, removed when the test ends.
    static func accounts(
        _ demo: DemoHarness, losing operation: String, made: Bool,
        _ body: (AccountService) async throws -> Void
    ) async throws {
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "demo-token"),
            transport: LosingTransport(store: demo.store, operation: operation, made: made))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-lost-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(AccountService(client: client, sessionFile: SessionFile(stateDirectory: folder, shop: "demo")))
    }

    static let home = ShippingAddress(firstName: "Ada", address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")

    @Test func aSavedAddressWhoseAnswerWasLostIsFoundNotSavedTwice() async throws {
        let demo = try DemoHarness()
        try await Self.accounts(demo, losing: "CustomerAddressCreate", made: true) { accounts in
            let session = try await accounts.signUp(SignUpForm(email: "lost@example.com", password: "hunter22"))
            let saved = try await accounts.addAddress(session, Self.home)
            #expect(saved.address.sameAddress(as: Self.home))
            #expect(try await accounts.addresses(session).page.items.count == 1)
        }
    }

    @Test func anAddressTheStoreNeverGotIsSaidToBeUnsaved() async throws {
        let demo = try DemoHarness()
        try await Self.accounts(demo, losing: "CustomerAddressCreate", made: false) { accounts in
            let session = try await accounts.signUp(SignUpForm(email: "never@example.com", password: "hunter22"))
            do {
                _ = try await accounts.addAddress(session, Self.home)
                Issue.record("the lost save succeeded")
            } catch {
                #expect("\(error)".contains("the address book does not have it, so it was not saved: save it again"), "\(error)")
                #expect(!"\(error)".contains("try again shortly"))
            }
            #expect(try await accounts.addresses(session).page.items.isEmpty)
        }
    }

    @Test func anAccountWhoseAnswerWasLostIsLoggedInto() async throws {
        let demo = try DemoHarness()
        try await Self.accounts(demo, losing: "CustomerCreate", made: true) { accounts in
            let session = try await accounts.signUp(SignUpForm(email: "made@example.com", password: "hunter22"))
            #expect(session.email == "made@example.com")
        }
    }

    @Test func aLostCartCreationSaysTheStoreMayHaveMadeIt() async throws {
        let demo = try DemoHarness()
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "demo-token"),
            transport: LosingTransport(store: demo.store, operation: "CartCreate", made: true))
        do {
            _ = try await CartCheckout(client: client).create(
                lines: [LineInput(variantID: ProductVariant.ID("gid://shopify/ProductVariant/1"), quantity: 1)],
                email: nil, address: nil)
            Issue.record("the lost creation succeeded")
        } catch {
            #expect(
                "\(error)"
                    == "the store's answer was lost (the connection to the store was lost); if it made a cart, nothing was bought with it and it expires on its own, so trying again is safe",
                "\(error)")
        }
    }
}
