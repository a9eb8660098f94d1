import DemoStoreTestSupport
import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// The demo store's checkout page names each line as the store does: a product without options
/// shows no "Default Title", and a line on a plan shows the plan's name.
@Suite struct CheckoutPageTests {
    @Test func aLineShowsItsVariantAndPlanWithoutDefaultTitle() async throws {
        let demo = try DemoHarness(catalog: SubscriptionTests.catalog)
        let client = SubscriptionTests.client(demo)
        let coffee = try #require(try await client.fetch(ProductQuery(.handle("coffee"))).product)
        let monthly = try SubscriptionTests.plan(coffee, "Every month").id
        let flow = CheckoutFlow(
            backend: CartCheckout(client: client, polling: PollingPolicy(attempts: 8, interval: 0.25), clock: TestClock()),
            clock: TestClock())
        let lines = [
            LineInput(variantID: SubscriptionTests.coffee, quantity: 2, sellingPlanID: monthly),
            LineInput(variantID: SubscriptionTests.mug, quantity: 1),
        ]
        let (_, url) = try await flow.run(lines: lines, email: "ada@example.com", address: SubscriptionTests.portland, shipping: .cheapest)
        let html = try #require(await demo.page(url))
        #expect(html.contains("<td>2 × Coffee</td><td>Every month</td>"), "\(html)")
        #expect(html.contains("<td>1 × Mug</td><td></td>"), "\(html)")
    }
}
