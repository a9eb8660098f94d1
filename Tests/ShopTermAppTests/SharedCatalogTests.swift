import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StoreKitTestSupport
import StorefrontHarness
import Testing

/// The launch answers shared by the sessions of one host (serve-ssh): a crowd arriving at once
/// costs the store one Home request per window, not one per shopper.
@Suite struct SharedCatalogTests {
    /// `count` storefronts of one host: each its own client (a process each, in serve-ssh), all
    /// on one cache folder and one store.
    static func sessions(_ count: Int, store: DemoStore, folder: URL, window: TimeInterval) -> [StoreServices] {
        (0..<count).map { index in
            let client = StorefrontClient(
                configuration: .init(endpoint: InProcessTransport.endpoint, token: "", timeout: 60), transport: InProcessTransport(store: store),
                cache: DiskResponseCache(directory: folder.appendingPathComponent("cache")), logger: HeadlessStorefront.quiet)
            // A session waits for another's request however long a loaded test machine takes (in
            // serve-ssh it gives up after 15 s and asks the store itself).
            var shared = SharedCatalog(window: window, lockFile: folder.appendingPathComponent("cache/shared-catalog.lock"))
            shared.longestWait = 300
            return StoreServices.live(
                client: client,
                keeping: .files(
                    cart: CartFile(stateDirectory: folder, shop: "s\(index)"), market: MarketChoiceFile(stateDirectory: folder, shop: "s\(index)"),
                    session: SessionFile(stateDirectory: folder, shop: "s\(index)")),
                sharedCatalog: shared)
        }
    }

    static func homeRequests(_ store: DemoStore) -> Int { store.requestLog.filter { $0.operationName == "Home" }.count }

    @Test func aCrowdArrivingAtOnceCostsTheStoreOneHomeRequestPerWindow() async throws {
        let store = try DemoStore(catalog: DemoCatalog(file: ShoeStoreCatalog.file()), options: DemoStore.Options(latencyMilliseconds: 150))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A window far longer than a loaded test machine takes to answer the crowd.
        let crowd = Self.sessions(12, store: store, folder: folder, window: 120)
        let titles = await withTaskGroup(of: String?.self) { group in
            for services in crowd {
                group.addTask {
                    guard case .home(let home, _) = await services.answer(.home) else { return nil }
                    return home.collections.items.first?.title
                }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(titles.count == 12 && titles.allSatisfy { $0 != nil })
        #expect(Self.homeRequests(store) == 1)
        // Later in the window: from the cache. After it (a window of 1.5 s, past): one
        // request again, for everyone.
        _ = await Self.sessions(1, store: store, folder: folder, window: 120)[0].answer(.home)
        #expect(Self.homeRequests(store) == 1)
        try await Task.sleep(nanoseconds: 1_600_000_000)
        for services in Self.sessions(3, store: store, folder: folder, window: 1.5) { _ = await services.answer(.home) }
        #expect(Self.homeRequests(store) == 2)
    }
}
