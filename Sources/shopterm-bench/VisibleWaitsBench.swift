import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StorefrontHarness

/// The waits a shopper sees (a spinner on screen) over the whole journey, against a store
/// ``latency`` ms away: a first launch, a relaunch from the disk cache, opening a product after
/// the cursor rested on it as a reader's does, adding it, and checking out. Each step counts
/// the distinct waits the screen showed.
enum VisibleWaitsBench {
    static let latency = 150
    /// How long the shopper looks at the list before opening the product.
    static let reading = 0.6

    struct Result {
        var firstLaunch: [String]
        var relaunch: [String]
        var openingAProduct: [String]
        /// Every other step outside checkout (the collection, adding, the cart, the forms).
        var browsing: [String]
        var checkout: [String]
    }

    static func run() async throws -> Result {
        let catalog = try DemoCatalog(file: ShoeStoreCatalog.file())
        let store = try DemoStore(catalog: catalog, options: DemoStore.Options(latencyMilliseconds: latency))
        let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-waits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        func client() -> StorefrontClient {
            StorefrontClient(
                configuration: .init(endpoint: InProcessTransport.endpoint, token: "", defaultCachePolicy: .networkFirst(expireIn: nil), timeout: 60),
                transport: InProcessTransport(store: store), cache: DiskResponseCache(directory: cacheFolder), logger: HeadlessStorefront.quiet)
        }

        let app = try HeadlessStorefront(store: store, client: client())
        var result = Result(firstLaunch: [], relaunch: [], openingAProduct: [], browsing: [], checkout: [])
        result.firstLaunch = try await waits(app, "the launch screen", { try app.start() }, until: { $0.shop != nil && $0.shopRequest == nil })
        result.browsing += try await waits(
            app, "the collection", { app.send(.key(.enter)) },
            until: { state in
                if case .collection(let screen) = state.screen { return !screen.products.items.isEmpty } else { return false }
            })
        // The shopper reads the list; the answers that arrive meanwhile are taken in.
        let reading = Date().addingTimeInterval(Self.reading)
        while Date() < reading {
            app.deliver()
            try await Task.sleep(nanoseconds: 2_000_000)
        }
        result.openingAProduct = try await waits(
            app, "the product", { app.send(.key(.enter)) },
            until: { state in
                if case .product(let screen) = state.screen { return screen.product != nil } else { return false }
            })
        result.browsing += try await waits(
            app, "the cart",
            {
                app.send(.key(.enter))
                app.send(.key(.character("c")))
            },
            until: { $0.cart.local.itemCount == 1 }
        )
        result.browsing += try await waits(
            app, "the checkout form",
            {
                app.send(.key(.enter))
                app.type("ada@example.com")
                app.send(.key(.enter))
                for (index, value) in RoundTripBench.address.enumerated() {
                    app.type(value)
                    if index < RoundTripBench.address.count - 1 { app.send(.key(.tab)) }
                }
            },
            until: { _ in true }
        )
        result.checkout += try await waits(
            app, "the shipping rates", { app.send(.key(.enter)) },
            until: { state in
                guard case .checkout(let screen) = state.screen else { return false }
                return screen.step == .rates && !state.isWaiting(.checkout)
            })
        result.checkout += try await waits(
            app, "the review", { app.send(.key(.enter)) },
            until: { state in
                if case .checkout(let screen) = state.screen { return screen.step == .review && !state.isWaiting(.checkout) } else { return false }
            })
        app.stop()

        let again = try HeadlessStorefront(store: store, client: client())
        result.relaunch = try await waits(
            again, "the cached launch screen", { try again.start() }, until: { $0.shop != nil && $0.shopRequest == nil })
        again.stop()
        return result
    }

    /// Does `action`, then takes in answers until `done` holds and nothing on screen waits;
    /// returns the waits the screen showed on the way (each distinct text once per stretch).
    private static func waits(
        _ app: HeadlessStorefront, _ what: String, _ action: () throws -> Void,
        until done: (AppState) -> Bool
    ) async throws -> [String] {
        var seen: [String] = []
        func look() {
            guard let wait = app.state.visibleWait else { return }
            if seen.last != wait { seen.append(wait) }
        }
        try action()
        look()
        let deadline = Date().addingTimeInterval(30)
        while !(done(app.state) && app.state.visibleWait == nil) {
            guard Date() < deadline else { throw BenchError("the journey did not reach \(what): \(app.state.status?.text ?? "no message")") }
            app.deliver()
            look()
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        return seen
    }
}
