import Foundation
import StoreKitCore
import StoreKitDemo

/// What `MarketTests` and other suites start from.
public enum MarketFixtures {
    /// A tokenless client on `demo`'s store, as a buyer in `country` reading `language`.
    public static func client(_ demo: DemoHarness, country: String?, language: String? = nil) -> StorefrontClient {
        StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "", buyer: BuyerContext(country: country, language: language)),
            transport: InProcessTransport(store: demo.store))
    }
}
