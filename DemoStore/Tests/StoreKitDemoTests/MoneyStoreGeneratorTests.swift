import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitDemo

/// The money walk's generator: every store it makes is a catalog the demo store takes, a seed
/// makes the same store again, and over a few hundred seeds it makes what the walk is for.
@Suite struct MoneyStoreGeneratorTests {
    @Test func everyGeneratedCatalogIsOneTheDemoStoreTakes() throws {
        for seed in UInt64(1)...300 {
            let store = MoneyStoreGenerator.store(seed: seed)
            #expect(throws: Never.self, "seed \(seed)") { _ = try DemoCatalog.read(store.json) }
        }
    }

    @Test func aSeedMakesTheSameStoreAndShopperAgain() {
        let store = MoneyStoreGenerator.store(seed: 42)
        #expect(MoneyStoreGenerator.store(seed: 42).json == store.json)
        #expect(MoneyShopper(seed: 42, store: store).summary == MoneyShopper(seed: 42, store: MoneyStoreGenerator.store(seed: 42)).summary)
        #expect(MoneyStoreGenerator.store(seed: 43).json != store.json)
    }

    @Test func theStoresCoverWhatMoneyGoesWrongOn() throws {
        let stores = (UInt64(1)...300).map(MoneyStoreGenerator.store(seed:))
        #expect(Set(stores.map(\.currency.decimals)) == [0, 2, 3])
        for placeholder in ["{{amount_no_decimals}}", "{{amount_with_comma_separator}}", "{{amount_with_apostrophe_separator}}", "{{amount}}"] {
            #expect(stores.contains { $0.moneyFormat.contains(placeholder) }, "\(placeholder)")
        }
        #expect(Set(stores.map(\.markets.count)) == [1, 2, 3])
        let products = stores.flatMap(\.products)
        // Compare-at prices on some variants of a product only, sold-out variants, stock limits.
        #expect(
            products.contains { product in
                product.variants.contains { $0.compareAtPrice != nil } && product.variants.contains { $0.compareAtPrice == nil }
            })
        #expect(products.contains { $0.variants.contains(where: \.soldOut) })
        #expect(products.contains { $0.variants.contains { ($0.stock ?? 0) > 0 } })
        #expect(products.contains { $0.variants.count >= 20 })
        #expect(products.contains(where: \.requiresPlan) && products.contains { !$0.plans.isEmpty && !$0.requiresPlan })
        let catalog = try #require(JSONSerialization.jsonObject(with: stores[0].json) as? [String: Any])
        #expect(catalog["giftCards"] != nil && catalog["discountCodes"] != nil && catalog["shippingZones"] != nil && catalog["taxes"] != nil)
        // Shoppers change market and check out both inside and outside their market.
        let shoppers = stores.map { MoneyShopper(seed: $0.seed, store: $0) }
        #expect(shoppers.contains { $0.summary.contains("market") })
        #expect(shoppers.contains { $0.summary.contains("gift card") } && shoppers.contains { $0.summary.contains("code") })
    }
}
