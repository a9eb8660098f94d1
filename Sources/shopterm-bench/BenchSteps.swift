import ShopTermApp
import ShopTermUI

extension HeadlessStorefront {
    /// Starts the storefront, waits for its launch screen, and opens a collection from the home
    /// list (the first, or the last — the whole catalog — with `last`) once its products are there.
    func launchIntoCollection(last: Bool = false) async throws {
        start()
        guard await wait(until: { $0.shop != nil && $0.shopRequest == nil }) else { throw BenchError("the launch screen did not load") }
        if last { send(.key(.end)) }
        send(.key(.enter))
        guard await wait(until: { state in
            if case .collection(let screen) = state.screen { return !screen.products.items.isEmpty } else { return false }
        }) else { throw BenchError("the collection did not load") }
    }
}
