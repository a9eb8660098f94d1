import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// Every injected fault on a catalog read, a cart mutation and a shipping-rate poll: queries
/// retry within bounds and then succeed, mutations are not repeated and fail with a one-line
/// message. (That a hang ends at the timeout is shown with real time in StoreTests,
/// HTTPServerTests and the CLI tests.)
@Suite(.serialized) struct FaultMatrixTests {
    static let faults = ["429:2", "430", "500", "503", "reset", "hang:30", "nonjson", "empty", "throttled", "partial"]
    /// Faults a query recovers from by retrying.
    static let transient: Set<String> = ["429:2", "430", "500", "503", "reset", "hang:30", "throttled"]

    struct Setup {
        let store: DemoStore
        let client: StorefrontClient
        let clock = TestClock()

        /// A short timeout only where a hang is injected, so that a busy machine cannot fail the others.
        init(faults: String) throws {
            store = try DemoStore(
                catalog: DemoHarness.shoeStore,
                options: DemoStore.Options(faults: try FaultPlan(parsing: faults), shippingRatePolls: 0))
            let timeout: TimeInterval = faults.contains("hang") ? 5 : 60
            client = StorefrontClient(
                configuration: .init(endpoint: InProcessTransport.endpoint, token: "", timeout: timeout),
                transport: InProcessTransport(store: store), clock: clock, random: { 0.5 })
        }
    }

    static func oneLine(_ error: Error) -> Bool {
        let text = "\(error)"
        return !text.isEmpty && !text.contains("\n")
    }

    @Test(arguments: faults)
    func aCatalogRead(_ fault: String) async throws {
        let setup = try Setup(faults: "1:\(fault)")
        do {
            let response = try await setup.client.send(ProductsQuery(first: 5))
            #expect(Self.transient.contains(fault) || fault == "partial", "\(fault) should have failed")
            #expect(response.data?.products.items.count == 5)
            #expect(fault == "partial" ? response.errors.map(\.code) == ["INTERNAL_SERVER_ERROR"] : response.errors.isEmpty)
            #expect(setup.store.requestLog.count == (fault == "partial" ? 1 : 2))
            if fault == "429:2" { #expect(setup.clock.sleeps == [2]) }
        } catch {
            #expect(!Self.transient.contains(fault), "\(fault) should have been retried: \(error)")
            #expect(Self.oneLine(error))
            #expect(setup.store.requestLog.count == 1)
        }
    }

    @Test(arguments: faults)
    func aCartMutationIsNotRepeated(_ fault: String) async throws {
        let setup = try Setup(faults: "1:\(fault)")
        let backend = CartCheckout(client: setup.client, clock: setup.clock)
        do {
            let state = try await backend.create(
                lines: [LineInput(variantID: "gid://shopify/ProductVariant/2", quantity: 1)], email: "ada@example.com", address: nil)
            #expect(fault == "partial", "\(fault) should have failed")
            #expect(state.lines.count == 1)
        } catch {
            #expect(fault != "partial")
            #expect(Self.oneLine(error))
        }
        #expect(setup.store.requestLog.count == 1)
        #expect(setup.clock.sleeps.isEmpty)
    }

    @Test func aMutationsUserErrorsAreShownWithTheirField() async throws {
        let setup = try Setup(faults: "")
        let backend = CartCheckout(client: setup.client, clock: setup.clock)
        await #expect(
            throws: CheckoutError.userErrors([UserError(field: ["input", "buyerIdentity", "email"], code: "INVALID", message: "Email is invalid")])
        ) {
            try await backend.create(lines: [LineInput(variantID: "gid://shopify/ProductVariant/2", quantity: 1)], email: "nope", address: nil)
        }
    }

    @Test(arguments: faults)
    func aShippingRatePoll(_ fault: String) async throws {
        // Request 1 creates the cart; request 2 is the first poll.
        let setup = try Setup(faults: "2:\(fault)")
        let backend = CartCheckout(client: setup.client, polling: PollingPolicy(attempts: 3, interval: 0.1), clock: setup.clock)
        let address = ShippingAddress(address1: "1 Main St", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")
        let created = try await backend.create(
            lines: [LineInput(variantID: "gid://shopify/ProductVariant/2", quantity: 1)], email: "ada@example.com", address: address)
        var emptied = created
        emptied.shippingRates = []
        do {
            let state = try await backend.shippingRates(for: emptied)
            #expect(!state.shippingRates.isEmpty)
            #expect(Self.transient.contains(fault) || fault == "partial")
        } catch {
            #expect(!Self.transient.contains(fault), "\(fault) should have been retried: \(error)")
            #expect(Self.oneLine(error))
        }
    }
}
