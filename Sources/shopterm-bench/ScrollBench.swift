import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StorefrontHarness

/// Scrolling a 10,000-product collection in the storefront itself (no terminal): the time from
/// a keystroke to its frame (update, render and the diff of changed cells), the cells that
/// change per step, and whether the next page is always there before the last row is reached.
enum ScrollBench {
    struct Result {
        var keystrokes: Int
        var p50: Double
        var p99: Double
        /// Keystrokes that found the selection on the last loaded row with more to come.
        var stalls: Int
        var changedCellsPerStep: Double
    }

    /// At a fast key repeat (``TerminalBench/keyRate``), against a store `latency` ms away.
    static func run(keystrokes: Int, latency: Int = TerminalBench.latency) async throws -> Result {
        let catalog = try DemoCatalog(file: ShoeStoreCatalog.file(size: 10_000))
        let store = try DemoStore(catalog: catalog, options: DemoStore.Options(latencyMilliseconds: latency))
        let app = try HeadlessStorefront(store: store)
        try await app.launchIntoCollection(last: true)

        var times: [Double] = []
        var stalls = 0
        var cells = 0
        for _ in 0..<keystrokes {
            try await Task.sleep(nanoseconds: UInt64(1e9 / TerminalBench.keyRate))
            app.deliver()
            let step = app.send(.key(.down))
            times.append(step.milliseconds)
            cells += step.changedCells
            if case .collection(let screen) = app.state.screen, screen.products.hasNextPage,
                screen.products.selected == screen.products.items.count - 1
            {
                stalls += 1
            }
        }
        return Result(
            keystrokes: keystrokes, p50: Stats.median(times), p99: Stats.percentile(times, 99), stalls: stalls,
            changedCellsPerStep: Double(cells) / Double(max(1, keystrokes)))
    }
}
