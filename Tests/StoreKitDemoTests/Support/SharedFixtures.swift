import Foundation
import StoreKitCore

@testable import StoreKitDemo

/// What `MarketTests` and other suites start from.
enum MarketFixtures {
    static func client(_ demo: DemoHarness, country: String?, language: String? = nil) -> StorefrontClient {
        StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "", buyer: BuyerContext(country: country, language: language)),
            transport: InProcessTransport(store: demo.store))
    }
}
