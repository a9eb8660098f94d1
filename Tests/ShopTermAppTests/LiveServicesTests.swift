import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import Testing

/// The live services against the demo store in this process: what the UI's requests fetch.
@Suite struct LiveServicesTests {
    static func services(token: String) throws -> (StoreServices, URL) {
        let store = try DemoStore(catalog: DemoCatalog(file: ShoeStoreCatalog.file()))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-live-\(UUID().uuidString)")
        let client = StorefrontClient(configuration: .init(endpoint: InProcessTransport.endpoint, token: token, timeout: 60),
                                      transport: InProcessTransport(store: store), logger: HeadlessStorefront.quiet)
        let services = StoreServices.live(client: client, cartFile: CartFile(stateDirectory: folder, shop: "live"),
                                          sessionFile: SessionFile(stateDirectory: folder, shop: "live"),
                                          marketFile: MarketChoiceFile(stateDirectory: folder, shop: "live"))
        return (services, folder)
    }

    /// With a token the launch brings the main menu; without one it is not asked for (it would be
    /// refused) and the collections are the home screen.
    @Test func theMenuComesWithATokenOnly() async throws {
        let (withToken, folder) = try Self.services(token: "demo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let home = try await withToken.home()
        #expect(home.menu?.items.map(\.title) == ["Home", "Shop", "Search"])
        let (tokenless, other) = try Self.services(token: "")
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(try await tokenless.home().menu == nil)
    }

    @Test func suggestionsAndRecommendationsComeFromTheStore() async throws {
        let (services, folder) = try Self.services(token: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        let suggestions = try await services.suggest("tr")
        #expect(suggestions.products.count <= TypeAhead.limit && !suggestions.products.isEmpty)
        #expect(suggestions.queries.allSatisfy { $0.hasPrefix("tr") })
        let product = try #require(try await services.product("swift-runner"))
        let recommended = try await services.recommendations(product.summary.id)
        #expect(!recommended.isEmpty && !recommended.contains { $0.handle == "swift-runner" })
    }
}
