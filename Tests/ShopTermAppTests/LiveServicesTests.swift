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

/// A change of market through the live services: remembered for the shop, the client asks in
/// the new country from then on, and the store's cart moves there (its totals in that currency).
@Suite struct MarketChangeTests {
    @Test func theMarketChangesRemembersAndMovesTheStoreCart() async throws {
        let store = try DemoStore(catalog: DemoCatalog(file: ShoeStoreCatalog.file()))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-market-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = StorefrontClient(configuration: .init(endpoint: InProcessTransport.endpoint, token: "", timeout: 60),
                                      transport: InProcessTransport(store: store), logger: HeadlessStorefront.quiet)
        let marketFile = MarketChoiceFile(stateDirectory: folder, shop: "live")
        let services = StoreServices.live(client: client, cartFile: CartFile(stateDirectory: folder, shop: "live"),
                                          sessionFile: SessionFile(stateDirectory: folder, shop: "live"), marketFile: marketFile)
        let localization = try await services.localization()
        #expect(localization.country == "US")
        #expect(localization.country("CA")?.currency == "CAD")

        // A cart with a store cart (a discount code was tried): priced in USD.
        let product = try #require(try await services.product("swift-runner"))
        let variant = try #require(product.variants.first { $0.availableForSale })
        var cart = LocalCart()
        _ = try cart.add(LocalCart.Line(quantity: 1, of: variant, plan: nil, productTitle: product.summary.title, productHandle: product.summary.handle))
        let outcome = try await services.changeCartExtras(.addDiscount("WELCOME10"), cart)
        #expect(outcome.state?.subtotal.currencyCode == "USD")

        let moved = try #require(try await services.changeMarket(MarketChoice(country: "CA", language: "FR"), outcome.cart))
        #expect(moved.id == outcome.state?.id, "the same cart, moved")
        #expect(moved.buyerCountry == "CA")
        #expect(moved.subtotal.currencyCode == "CAD")
        #expect(moved.discountCodes.map(\.code) == ["WELCOME10"])
        #expect(marketFile.load() == MarketChoice(country: "CA", language: "FR"))
        #expect(try await services.localization().country == "CA")
        let (repriced, reports) = try await services.revalidate(cart)
        #expect(repriced.subtotal?.currencyCode == "CAD")
        #expect(reports.isEmpty, "a new currency is not a change of price: \(reports)")
        // Without a store cart nothing is asked of the store's carts.
        #expect(try await services.changeMarket(MarketChoice(country: "GB"), cart) == nil)
        #expect(try await services.home().prefetchedProducts.values.first?.items.first?.minPrice.currencyCode == "GBP")
    }
}
