import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StoreKitTestSupport
import StorefrontHarness
import Testing

/// The storefront's journey — home → collection → product → add → cart → checkout → handoff —
/// repeated headless (the real update, render and effect runner, no curses) against a demo store
/// that injects seeded random faults. No crash, the journey recovers by retrying, and no cart
/// line is ever lost.
@Suite struct SoakTests {
    @Test func theJourneySurvivesRandomFaults() async throws {
        var generator = SeededGenerator(seed: 7)
        let kinds = ["429:0", "500", "503", "reset", "nonjson", "throttled", "partial", "empty"]
        var completed = 0
        for round in 0..<12 {
            let rules = (1...30).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }
                .map { "\($0):\(kinds[Int.random(in: 0..<kinds.count, using: &generator)])" }.joined(separator: ",")
            let store = try DemoStore(
                catalog: DemoCatalog(file: ShoeStoreCatalog.file()),
                options: DemoStore.Options(faults: try FaultPlan(parsing: rules), shippingRatePolls: 1))
            let client = StorefrontClient(
                configuration: .init(
                    endpoint: InProcessTransport.endpoint, token: "", retry: RetryPolicy(maxRetries: 2, baseDelay: 0.001, maxDelay: 0.01)),
                transport: InProcessTransport(store: store))
            let driver = try HeadlessStorefront(store: store, client: client)
            try driver.start()
            await driver.settle()
            if driver.state.collections.items.isEmpty {
                driver.send(.key(.character("r")))
                await driver.settle()
            }
            guard !driver.state.collections.items.isEmpty,
                await driver.press(
                    .enter, until: { if case .collection(let c) = $0.screen { return !c.products.items.isEmpty } else { return false } }),
                await driver.press(.enter, until: { if case .product(let p) = $0.screen { return p.product != nil } else { return false } })
            else { continue }
            driver.send(.key(.enter))  // add to the cart
            let lines = driver.state.cart.local.lines
            #expect(lines.count == 1, "round \(round): the line was not added")
            driver.send(.key(.character("c")))
            driver.send(.key(.enter))
            for event in UI.typing("ada@example.com") + [.key(.enter), .key(.tab), .key(.tab), .key(.tab)] + UI.typing("1 Main St")
                + [.key(.tab), .key(.tab)] + UI.typing("Portland") + [.key(.tab)] + UI.typing("OR") + [.key(.tab)] + UI.typing("97201")
                + [.key(.tab)] + UI.typing("US")
            { driver.send(event) }
            let reachedRates = await driver.press(
                .enter,
                until: { state in
                    if case .checkout(let c) = state.screen {
                        return c.step == .rates && !(c.checkout?.shippingRates.isEmpty ?? true)
                    } else {
                        return false
                    }
                })
            if reachedRates,
                await driver.press(.enter, until: { if case .checkout(let c) = $0.screen { return c.step == .review } else { return false } })
            {
                driver.send(.key(.enter))
                if case .checkout(let c) = driver.state.screen, c.step == .handoff { completed += 1 }
            }
            // Whatever failed on the way, the cart still holds its line, in memory and on disk.
            #expect(driver.state.cart.local.lines.map(\.variantID) == lines.map(\.variantID), "round \(round)")
            driver.stop()
            #expect(try driver.cartFile.load().cart.lines.map(\.variantID) == lines.map(\.variantID), "round \(round)")
        }
        #expect(completed >= 6, "only \(completed) of 12 journeys reached the handoff")
    }
}

enum UI {
    static func typing(_ text: String) -> [Event] { text.map { .key(.character($0)) } }
}
