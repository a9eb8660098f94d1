import DemoStoreEmbedding
import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StorefrontHarness
import Testing

/// The search of every store in the whole storefront (the program, its services, the demo mall's
/// global catalog and shops in process): an offer opens its shop on its product, with that
/// shop's own cart; esc comes back to the results, which say the cart; a shop that cannot be
/// opened is said in one line and the results stay.
@Suite struct ShopVisitTests {
    static func storefront() throws -> HeadlessStorefront {
        let mall = try DemoMall(catalogs: try DemoMall.builtInCatalogs())
        return try HeadlessStorefront(store: mall.shops[0].store, width: 100, height: 30, servingPages: false, mall: mall)
    }

    /// The storefront searched for `query` from every store, the results on screen.
    static func searched(_ query: String) async throws -> HeadlessStorefront {
        let app = try storefront()
        try app.start()
        #expect(await app.wait { $0.shop != nil })
        app.send(.key(.character("S")))
        app.type(query)
        app.send(.key(.enter))
        #expect(await app.wait { !($0.screen.everywhere?.results.items.isEmpty ?? true) }, "\(String(describing: app.state.status))")
        return app
    }

    @Test func anOfferOpensItsShopWithItsOwnCartAndEscComesBack() async throws {
        let app = try await Self.searched("snow country")
        let tokyo = try #require(app.state.screen.everywhere?.results.items.first { $0.sellers.contains { $0.name == "Kutsuya Tokyo" } })
        while app.state.screen.everywhere?.results.current != tokyo { app.send(.key(.down)) }
        app.send(.key(.enter))
        #expect(await app.wait { $0.screen.everywhere?.opened != nil })
        app.send(.key(.enter))
        #expect(await app.wait { $0.screen.product?.product != nil })
        #expect(app.state.shop?.name == "Kutsuya Tokyo")
        #expect(app.state.visitedFrom == "Trailhead Shoe Co.")
        #expect(app.frame?.text.contains("Kutsuya Tokyo › ") == true)
        // Its cart is its own: yen, this shop's line only.
        app.send(.key(.enter))
        #expect(await app.wait { $0.cart.local.itemCount == 1 })
        #expect(app.state.cart.local.lines.first?.price.currencyCode == "JPY")
        app.send(.key(.escape))
        #expect(await app.wait { $0.screen.everywhere != nil })
        #expect(app.state.shop?.name == "Trailhead Shoe Co.")
        #expect(app.state.cart.local.itemCount == 0, "the shoe shop's cart is untouched")
        #expect(app.state.status?.text == "Back from Kutsuya Tokyo: its cart keeps 1 item (open the shop again to check out).")
        #expect(app.state.cartsElsewhere == [CartElsewhere(shopName: "Kutsuya Tokyo", domain: "kutsuya-tokyo.shopterm.invalid", items: 1)])
        // Opened again, the shop has the cart it was left with.
        app.send(.key(.enter))
        #expect(await app.wait { $0.screen.product?.product != nil && $0.shop?.name == "Kutsuya Tokyo" })
        #expect(app.state.cart.local.itemCount == 1)
    }

    @Test func aShopThatCannotBeOpenedIsSaidAndTheResultsStay() async throws {
        let app = try await Self.searched("boot")
        app.send(.key(.enter))
        #expect(await app.wait { $0.screen.everywhere?.opened != nil })
        // An offer of a seller the catalog names at a domain no shop answers at.
        var stranger = try #require(app.state.screen.everywhere?.offers.current)
        stranger.seller = GlobalSeller(name: "Nowhere", domain: "nowhere.shopterm.invalid")
        app.visit(try #require(ShopVisit(offer: stranger)))
        #expect(await app.wait { $0.status?.kind == .error })
        #expect(app.state.status?.text.hasPrefix("Nowhere could not be opened: ") == true, "\(String(describing: app.state.status))")
        #expect(app.state.screen.everywhere?.opened != nil, "the offers stay on screen")
        #expect(app.state.shop?.name == "Trailhead Shoe Co.")
    }

    /// The search's offers: the first result's, with the seller named `seller`, selected.
    static func openOffer(of seller: String, _ app: HeadlessStorefront) async throws {
        let result = try #require(app.state.screen.everywhere?.results.items.first { $0.sellers.contains { $0.name == seller } })
        while app.state.screen.everywhere?.results.current != result { app.send(.key(.down)) }
        app.send(.key(.enter))
        #expect(await app.wait { $0.screen.everywhere?.opened != nil })
        while app.state.screen.everywhere?.offers.current?.seller?.name != seller { app.send(.key(.down)) }
        app.send(.key(.enter))
    }

    @Test func anOfferOfTheShopOnScreenOpensHereAndItsCartIsOne() async throws {
        let app = try await Self.searched("harbor chelsea")
        try await Self.openOffer(of: "Trailhead Shoe Co.", app)
        #expect(await app.wait { $0.screen.product?.product != nil })
        #expect(app.state.visitedFrom == nil, "no second storefront of the same shop")
        app.send(.key(.enter))
        #expect(await app.wait { $0.cart.local.itemCount == 1 })
        app.send(.key(.character("H")))
        #expect(app.state.cart.local.itemCount == 1)
        #expect(await app.wait { _ in (try? app.cartFile.load().cart.itemCount) == 1 }, "the cart file holds it")
        // In another shop, the first one's cart is said among the carts kept elsewhere.
        app.send(.key(.character("S")))
        app.type("snow country")
        app.send(.key(.enter))
        #expect(await app.wait { !($0.screen.everywhere?.results.items.isEmpty ?? true) && $0.screen.everywhere?.editing == false })
        try await Self.openOffer(of: "Kutsuya Tokyo", app)
        #expect(await app.wait { $0.visitedFrom != nil })
        #expect(app.state.cartsElsewhere == [CartElsewhere(shopName: "Trailhead Shoe Co.", domain: "demo.shopterm.invalid", items: 1)])
    }

    @Test func fromAVisitedShopAnOfferOfTheFirstGoesBackToIt() async throws {
        let app = try await Self.searched("swift runner")
        try await Self.openOffer(of: "Kutsuya Tokyo", app)
        #expect(await app.wait { $0.visitedFrom != nil && $0.screen.product?.product != nil })
        app.send(.key(.character("S")))
        app.type("swift runner")
        app.send(.key(.enter))
        #expect(await app.wait { !($0.screen.everywhere?.results.items.isEmpty ?? true) && $0.screen.everywhere?.editing == false })
        try await Self.openOffer(of: "Trailhead Shoe Co.", app)
        #expect(await app.wait { $0.visitedFrom == nil && $0.screen.product?.product != nil })
        #expect(app.state.shop?.name == "Trailhead Shoe Co.")
        #expect(app.state.cartsElsewhere.isEmpty, "Tokyo's cart is empty: \(app.state.cartsElsewhere)")
    }

    @Test func aVisitedDemoShopsCheckoutPageIsServedForAsLongAsTheStorefrontRuns() async throws {
        let mall = try DemoMall(catalogs: try DemoMall.builtInCatalogs())
        let app = try HeadlessStorefront(store: mall.shops[0].store, width: 100, height: 30, servingPages: true, mall: mall)
        try app.start()
        #expect(await app.wait { $0.shop != nil })
        app.send(.key(.character("S")))
        app.type("snow country")
        app.send(.key(.enter))
        #expect(await app.wait { !($0.screen.everywhere?.results.items.isEmpty ?? true) })
        try await Self.openOffer(of: "Kutsuya Tokyo", app)
        #expect(await app.wait { $0.visitedFrom != nil && $0.screen.product?.product != nil })
        let tokyo = try #require(mall.store(forHost: "kutsuya-tokyo.shopterm.invalid"))
        let base = tokyo.checkoutBaseURL
        #expect(base.hasPrefix("http://127.0.0.1:") && base != "http://127.0.0.1", "a hand-off there opens: \(base)")
        let port = try #require(Int(base.split(separator: ":").last ?? ""))
        #expect(Self.listening(port))
        app.stop()
        #expect(!Self.listening(port), "stopped with the storefront")
    }

    /// Whether something accepts connections on 127.0.0.1:`port`.
    static func listening(_ port: Int) -> Bool {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    @Test func anotherShopsPictureIsFetchedFromThatShop() async throws {
        let mall = try DemoMall(catalogs: try DemoMall.builtInCatalogs())
        let embedded = EmbeddedDemoStore(store: mall.shops[0].store, mall: mall)
        let tokyo = try #require(mall.shops.first { $0.domain == "kutsuya-tokyo.shopterm.invalid" }?.store)
        let image = try #require(tokyo.catalog.products.first?.images.first?.url)
        let path = try #require(URL(string: image)?.path)
        let answer = try await embedded.transport.send(HTTPRequest(url: URL(string: "https://kutsuya-tokyo.shopterm.invalid\(path)")!, method: "GET"))
        #expect(answer.status == 200, "\(image)")
        let own = try await embedded.transport.send(HTTPRequest(url: URL(string: "https://kutsuya-tokyo.shopterm.invalid/nope.png")!, method: "GET"))
        #expect(own.status == 404)
    }
}
