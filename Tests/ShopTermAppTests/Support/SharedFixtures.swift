import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore

/// What `EffectRunnerTests` and other suites start from.
enum EffectRunnerFixtures {
    static let shop = Shop(
        name: "Test Shoes", description: nil, moneyFormat: "${{amount}}", currencyCode: "USD", countryCode: "US",
        url: "https://test.example", policies: [])
    /// Runs `effect` and waits for `count` events.
    static func events(_ services: StoreServices, _ effect: Effect, count: Int = 1) async -> [Event] {
        let runner = EffectRunner(services: services)
        runner.run(effect)
        var events: [Event] = []
        for _ in 0..<2000 where events.count < count {
            events += runner.drain()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return events
    }
}
