import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StorefrontHarness
import Testing

/// The live services against the demo store in this process: what the UI's requests fetch.
@Suite struct LiveServicesTests {
    static func services(token: String) throws -> (StoreServices, URL) {
        let store = try DemoStore(catalog: DemoCatalog(file: ShoeStoreCatalog.file()))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-live-\(UUID().uuidString)")
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: token, timeout: 60),
            transport: InProcessTransport(store: store), logger: HeadlessStorefront.quiet)
        let services = StoreServices.live(
            client: client,
            keeping: .files(
                cart: CartFile(stateDirectory: folder, shop: "live"), market: MarketChoiceFile(stateDirectory: folder, shop: "live"),
                session: SessionFile(stateDirectory: folder, shop: "live")))
        return (services, folder)
    }

    /// With a token the launch brings the main menu; without one it is not asked for (it would be
    /// refused) and the collections are the home screen.
    @Test func theMenuComesWithATokenOnly() async throws {
        let (withToken, folder) = try Self.services(token: "demo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let home = try await withToken.answer(.home) { if case .home(let home, _) = $0 { home } else { nil } }
        #expect(home.menu?.items.map(\.title) == ["Home", "Shop", "Search"])
        let (tokenless, other) = try Self.services(token: "")
        defer { try? FileManager.default.removeItem(at: other) }
        let tokenlessHome = try await tokenless.answer(.home) { if case .home(let home, _) = $0 { home } else { nil } }
        #expect(tokenlessHome.menu == nil)
    }

    @Test func suggestionsAndRecommendationsComeFromTheStore() async throws {
        let (services, folder) = try Self.services(token: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        let suggestions = try await services.answer(.suggest(query: "tr")) { if case .suggestions(let found) = $0 { found } else { nil } }
        #expect(suggestions.products.count <= TypeAhead.limit && !suggestions.products.isEmpty)
        #expect(suggestions.queries.allSatisfy { $0.hasPrefix("tr") })
        let product = try await services.answer(.product(handle: "swift-runner")) { if case .product(let product?) = $0 { product } else { nil } }
        let recommended = try await services.answer(.recommendations(productID: product.summary.id)) {
            if case .recommendations(let found) = $0 { found } else { nil }
        }
        #expect(!recommended.isEmpty && !recommended.contains { $0.handle == "swift-runner" })
    }

    /// `r` on a product page: the stock as the store has it now, the variants with their counts
    /// when the client has a token.
    @Test func theStockIsReadAgain() async throws {
        let (services, folder) = try Self.services(token: "demo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let product = try await services.answer(.product(handle: "swift-runner")) { if case .product(let product?) = $0 { product } else { nil } }
        let stock = try await services.answer(.checkStock(productID: product.summary.id)) { if case .stock(let now?) = $0 { now } else { nil } }
        #expect(stock.variants.map(\.id) == product.variants.map(\.id))
        #expect(stock.variants.map(\.stock) == product.variants.map(\.stock))
        #expect(stock.variants.contains { $0.quantityAvailable != nil }, "counts come with a token")
    }
}

/// A change of market through the live services: remembered for the shop, the client asks in
/// the new country from then on, and the store's cart moves there (its totals in that currency).
@Suite struct MarketChangeTests {
    @Test func theMarketChangesRemembersAndMovesTheStoreCart() async throws {
        let store = try DemoStore(catalog: DemoCatalog(file: ShoeStoreCatalog.file()))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-market-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "", timeout: 60),
            transport: InProcessTransport(store: store), logger: HeadlessStorefront.quiet)
        let marketFile = MarketChoiceFile(stateDirectory: folder, shop: "live")
        let services = StoreServices.live(
            client: client,
            keeping: .files(
                cart: CartFile(stateDirectory: folder, shop: "live"), market: marketFile, session: SessionFile(stateDirectory: folder, shop: "live")))
        let localization = try await services.answer(.localization) { if case .localization(let found) = $0 { found } else { nil } }
        #expect(localization.country == "US")
        #expect(localization.country("CA")?.currency == "CAD")

        // A cart with a store cart (a discount code was tried): priced in USD.
        let product = try await services.answer(.product(handle: "swift-runner")) { if case .product(let product?) = $0 { product } else { nil } }
        let variant = try #require(product.variants.first { $0.availableForSale })
        var cart = LocalCart()
        _ = try cart.add(
            LocalCart.Line(quantity: 1, of: variant, plan: nil, productTitle: product.summary.title, productHandle: product.summary.handle))
        let outcome = try await services.answer(.cartExtras(.addDiscount("WELCOME10"), cart)) {
            response -> (cart: LocalCart, state: CheckoutState?)? in
            if case .cartExtras(let cart, let state, _, nil) = response { (cart, state) } else { nil }
        }
        #expect(outcome.state?.subtotal.currencyCode == "USD")

        let moved = try await services.answer(.changeMarket(MarketChoice(country: "CA", language: "FR"), outcome.cart)) {
            if case .marketChanged(_, let moved?) = $0 { moved } else { nil }
        }
        #expect(moved.id == outcome.state?.id, "the same cart, moved")
        #expect(moved.buyerCountry == "CA")
        #expect(moved.subtotal.currencyCode == "CAD")
        #expect(moved.discountCodes.map(\.code) == ["WELCOME10"])
        #expect(marketFile.load() == MarketChoice(country: "CA", language: "FR"))
        #expect(try await services.answer(.localization) { if case .localization(let found) = $0 { found } else { nil } }.country == "CA")
        let (repriced, reports) = try await services.answer(.revalidate(cart)) {
            if case .revalidated(let cart, let reports) = $0 { (cart, reports) } else { nil }
        }
        #expect(repriced.subtotal?.currencyCode == "CAD")
        #expect(reports.isEmpty, "a new currency is not a change of price: \(reports)")
        // Without a store cart nothing is asked of the store's carts.
        #expect(
            await services.answer(.changeMarket(MarketChoice(country: "GB"), cart)) == .marketChanged(MarketChoice(country: "GB"), storeCart: nil))
        let home = try await services.answer(.home) { if case .home(let home, _) = $0 { home } else { nil } }
        #expect(home.prefetchedProducts.values.first?.items.first?.minPrice.currencyCode == "GBP")
    }
}

/// `r` on the cart reads the cart as it is kept: what another session or `shopterm cart`
/// wrote to the same file is what the storefront is answered.
@Suite struct KeptCartReadTests {
    @Test func theKeptCartIsWhatTheFileHoldsNow() async throws {
        let (services, folder) = try LiveServicesTests.services(token: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = CartFile(stateDirectory: folder, shop: "live")
        let empty = try await services.answer(.keptCart) { if case .keptCart(let cart) = $0 { cart } else { nil } }
        #expect(empty.lines.isEmpty)
        // Another terminal's `shopterm cart add` writes the same file.
        var elsewhere = LocalCart()
        _ = try elsewhere.add(
            LocalCart.Line(
                variantID: ProductVariant.ID("gid://shopify/ProductVariant/11"), quantity: 2, productTitle: "Harbor Chelsea Boot",
                productHandle: "harbor-chelsea-boot", variantTitle: "9 / Brown", price: Money(amount: 220, currencyCode: "USD")))
        try file.save(elsewhere)
        let kept = try await services.answer(.keptCart) { if case .keptCart(let cart) = $0 { cart } else { nil } }
        #expect(kept == elsewhere)
    }

    @Test func aKeptCartThatCannotBeReadIsSaidNotAdopted() async throws {
        let (services, folder) = try LiveServicesTests.services(token: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = CartFile(stateDirectory: folder, shop: "live")
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not a cart".utf8).write(to: file.url)
        let said = try await services.answer(.keptCart) { if case .failure(let message) = $0 { message } else { nil } }
        #expect(said.contains("could not be read") && said.contains("moved to"), "\(said)")
    }
}
