import StoreKitTestSupport
import Testing

/// Money checked by catalogs no one wrote by hand, in the storefront: for each seed a generated
/// store (in this process) and a generated shopper, whose steps are keys to the same `Program`
/// the terminal runs; every frame is checked (``StorefrontWalk``). A failure names its seed:
/// `SHOPTERM_MONEY_SEED=N swift test --skip-build --filter MoneyWalkStorefrontTests` reruns it.
@Suite struct MoneyWalkStorefrontTests {
    @Test func everyFrameIsInOneCurrencyAndWhatTheStoreStates() async throws {
        for seed in MoneySeeds.seeds(ciCount: 40) {
            let store = MoneyStoreGenerator.store(seed: seed)
            let shopper = MoneyShopper(seed: seed, store: store)
            let problems: [String]
            do { problems = try await StorefrontWalk(store: store, shopper: shopper).run() } catch { problems = ["the walk stopped: \(error)"] }
            #expect(problems.isEmpty, Comment(rawValue: MoneySeeds.report(store, shopper, problems.joined(separator: "\n"))))
        }
    }
}
