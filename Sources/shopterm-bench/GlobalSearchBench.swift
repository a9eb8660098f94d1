import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StorefrontHarness

/// The search of every store in the storefront against the demo mall ``latency`` ms away (its
/// global catalog and its shops): ⏎ on the query to the results on screen, against one search's
/// round trip measured on its own; and ⏎ on an offer to its shop's product on screen: the
/// requests that shop is asked, and the time beyond one round trip.
enum GlobalSearchBench {
    static let latency = 150

    struct Result {
        /// One `search_catalog` round trip, timed on its own (ms).
        var roundTrip: Double
        /// ⏎ to the results drawn (ms).
        var results: Double
        /// One request's round trip to a shop (ms).
        var shopRoundTrip: Double
        /// ⏎ on the offer to its shop's product drawn (ms).
        var shopOpened: Double
        /// What the shop was asked to open it.
        var shopRequests: [String]
    }

    static func run(samples: Int) async throws -> Result {
        var results: [Result] = []
        for _ in 0..<samples { results.append(try await once()) }
        func median(_ value: (Result) -> Double) -> Double { results.map(value).sorted()[results.count / 2] }
        return Result(
            roundTrip: median(\.roundTrip), results: median(\.results), shopRoundTrip: median(\.shopRoundTrip),
            shopOpened: median(\.shopOpened), shopRequests: results.last?.shopRequests ?? [])
    }

    private static func once() async throws -> Result {
        let mall = try DemoMall(catalogs: try DemoMall.builtInCatalogs(), options: DemoStore.Options(latencyMilliseconds: latency))
        let far = Delayed(base: mall.transport, milliseconds: latency)
        let app = try HeadlessStorefront(store: mall.shops[0].store, width: 100, height: 30, servingPages: false, mall: mall, catalogTransport: far)
        defer { app.stop() }
        try app.start()
        guard await app.wait(until: { $0.shop != nil && !$0.isBusy }) else { throw BenchError("the storefront did not launch") }

        // One search's round trip, on its own (after discovery, as the storefront's is).
        let probe = GlobalCatalogClient(settings: GlobalCatalogSettings(catalog: URL(string: "https://\(DemoMall.globalHost)")!), transport: far)
        try await probe.prepare()
        let tripStarted = DispatchTime.now().uptimeNanoseconds
        _ = try await probe.search(GlobalSearch(query: "swift runner"))
        let roundTrip = milliseconds(since: tripStarted)

        app.send(.key(.character("S")))
        app.type("swift runner")
        // The shopper types for a moment: the catalog is made ready meanwhile.
        guard await app.wait(until: { !$0.isWaiting(.catalogReady) }) else { throw BenchError("the catalog was not made ready") }
        let searched = DispatchTime.now().uptimeNanoseconds
        app.send(.key(.enter))
        guard await app.wait(until: { !($0.screen.everywhere?.results.items.isEmpty ?? true) && $0.screen.everywhere?.editing == false })
        else { throw BenchError("no results: \(app.state.status?.text ?? "")") }
        let results = milliseconds(since: searched)

        app.send(.key(.enter))
        guard await app.wait(until: { $0.screen.everywhere?.opened != nil }) else { throw BenchError("the offers did not show") }
        // Another shop's offer (the storefront's own shop's opens in place).
        for _ in 0..<50 where app.state.screen.everywhere?.offers.current?.seller?.domain == mall.shops[0].domain {
            app.send(.key(.down))
        }
        let seller = try shopOfCurrentOffer(app, mall)
        // The shop's round trip: its launch and the offer's product, asked together, as a
        // client of its own asks them (tokenless, as an offer's shop is).
        guard let handle = app.state.screen.everywhere?.offers.current.flatMap(ShopVisit.init(offer:))?.productHandle else {
            throw BenchError("the offer names no product page")
        }
        let direct = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "", timeout: 60), transport: InProcessTransport(store: seller),
            logger: HeadlessStorefront.quiet)
        let shopTrip = DispatchTime.now().uptimeNanoseconds
        async let launch = direct.fetch(HomeQuery(first: Paging.pageSize, productsFirst: Paging.pageSize))
        async let page = direct.productPage(.handle(handle))
        _ = try await (launch, page)
        let shopRoundTrip = milliseconds(since: shopTrip)
        let probed = seller.requestLog.count
        let opened = DispatchTime.now().uptimeNanoseconds
        app.send(.key(.enter))
        guard await app.wait(until: { $0.visitedFrom != nil && $0.screen.product?.product != nil }) else {
            throw BenchError("the offer's shop did not open: \(app.state.status?.text ?? "")")
        }
        let shopOpened = milliseconds(since: opened)
        let asked = seller.requestLog.dropFirst(probed).map(\.operationName)
        return Result(roundTrip: roundTrip, results: results, shopRoundTrip: shopRoundTrip, shopOpened: shopOpened, shopRequests: asked)
    }

    /// The mall's store that sells the offer on screen.
    private static func shopOfCurrentOffer(_ app: HeadlessStorefront, _ mall: DemoMall) throws -> DemoStore {
        guard let domain = app.state.screen.everywhere?.offers.current?.seller?.domain, let store = mall.store(forHost: domain) else {
            throw BenchError("the offer names no shop of the mall")
        }
        return store
    }

    private static func milliseconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }

    /// A transport `milliseconds` away from `base` (the global catalog has no latency of its own).
    struct Delayed: HTTPTransport {
        let base: any HTTPTransport
        let milliseconds: Int

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            try await Task.sleep(nanoseconds: UInt64(milliseconds) * 1_000_000)
            return try await base.send(request)
        }
    }
}
