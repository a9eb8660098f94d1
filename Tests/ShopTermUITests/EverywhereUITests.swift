import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// The search of every store in the storefront: `S` (and the Home entry) opens it, ⏎ runs the
/// query (shipping to the shopper's market), ⏎ on a result reads its offers, ⏎ on an offer opens
/// its shop, whose first screen's esc comes back; a cart left there is said.
@Suite struct EverywhereUITests {
    static func money(_ amount: String, _ currency: String) -> Money { Money(amount: amount, currencyCode: currency)! }

    static func offer(_ n: Int, seller: String, domain: String?, price: Money) -> GlobalOffer {
        GlobalOffer(
            id: "gid://shopify/ProductVariant/\(n)", title: "9 / Charcoal", price: price, available: true,
            seller: GlobalSeller(name: seller, domain: domain), url: URL(string: "https://\(domain ?? "x.example")/products/snow-boot?variant=\(n)"),
            options: [GlobalOption(name: "Size", label: "9"), GlobalOption(name: "Color", label: "Charcoal")])
    }

    static let boot = GlobalProduct(
        id: "gid://shopify/p/1", title: "Snow Boot", minPrice: money("26400", "JPY"), maxPrice: money("26400", "JPY"),
        offers: [
            offer(1, seller: "Kutsuya Tokyo", domain: "kutsuya.example", price: money("26400", "JPY")),
            offer(2, seller: "Gulf Stride", domain: "gulf.example", price: money("74.500", "KWD")),
        ])

    /// A storefront that offers the search, home loaded, shopping in Germany.
    static func home() -> AppState {
        var state = UI.home(width: 100, height: 30)
        state.everywhereOffered = true
        state.market = MarketChoice(country: "DE")
        return state
    }

    /// `S`, the query typed and run: the state and the search request's ID.
    static func searched(_ query: String = "boot") throws -> (AppState, RequestID) {
        let (state, effects) = UI.run(home(), [.key(.character("S"))] + UI.typing(query) + [.key(.enter)])
        guard case .request(let id, .globalSearch(let search))? = effects.last else {
            Issue.record("no search was sent: \(effects)")
            throw CancellationError()
        }
        #expect(search == GlobalSearch(query: query, shipsTo: "DE"))
        return (state, id)
    }

    @Test func sMakesTheCatalogReadyWhileTheQueryIsTyped() {
        let (state, effects) = UI.run(Self.home(), [.key(.character("S"))])
        #expect(state.screen.everywhere?.editing == true)
        #expect(effects.count == 1)
        guard case .request(_, .prepareGlobalSearch)? = effects.first else {
            Issue.record("the catalog was not made ready: \(effects)")
            return
        }
        #expect(!state.isBusy, "making it ready is no visible wait")
    }

    @Test func sRunsTheQueryAndListsTheResultsWithTheirSellers() throws {
        let (state, id) = try Self.searched()
        let answered = UI.settle(state, [.response(id, .globalSearch(GlobalSearchPage(products: [Self.boot])))], ignoring: [])
        let text = render(answered).text
        #expect(text.contains("Every store: boot"))
        #expect(text.contains("Snow Boot") && text.contains("¥26,400"), "\(text)")
        #expect(text.contains("Sold by 2 sellers:") && text.contains("Gulf Stride (gulf.example)"), "\(text)")
        #expect(text.contains("shipping to DE"))
    }

    @Test func enterReadsTheOffersAndEnterOnOneOpensItsShop() throws {
        let (state, id) = try Self.searched()
        let listed = UI.settle(state, [.response(id, .globalSearch(GlobalSearchPage(products: [Self.boot])))], ignoring: [])
        let (asked, effects) = UI.run(listed, [.key(.enter)])
        guard case .request(let productID, .globalProduct(id: "gid://shopify/p/1"))? = effects.last else {
            Issue.record("no product was read: \(effects)")
            return
        }
        let offers = UI.settle(asked, [.response(productID, .globalProduct(Self.boot))], ignoring: [])
        #expect(render(offers).text.contains("Gulf Stride (gulf.example) · 9 / Charcoal"))
        #expect(render(offers).text.contains("KWD 74.500") || render(offers).text.contains("74.500"))
        let (opening, visit) = UI.run(offers, [.key(.down), .key(.enter)])
        #expect(
            visit == [
                .visitShop(
                    ShopVisit(
                        domain: "gulf.example", sellerName: "Gulf Stride", productHandle: "snow-boot", selection: ["Size": "9", "Color": "Charcoal"]))
            ])
        #expect(opening.status?.text == "Opening Gulf Stride…")
        // esc: from the offers back to the results, then out of the search.
        let back = UI.settle(offers, [.key(.escape)], ignoring: [.cancel])
        #expect(back.screen.everywhere?.opened == nil && back.screen.everywhere?.results.items.count == 1)
        let out = UI.settle(back, [.key(.escape)], ignoring: [.cancel])
        #expect(out.screen == .home)
    }

    @Test func anOfferWithoutAShopIsSaidAndNothingOpens() throws {
        let (state, id) = try Self.searched()
        var lonely = Self.boot
        lonely.offers = [Self.offer(3, seller: "Somebody", domain: nil, price: Self.money("5", "USD"))]
        let listed = UI.settle(state, [.response(id, .globalSearch(GlobalSearchPage(products: [lonely])))], ignoring: [])
        let (asked, effects) = UI.run(listed, [.key(.enter)])
        let productID = try #require(UI.requestID(effects))
        let offers = UI.settle(asked, [.response(productID, .globalProduct(lonely))], ignoring: [])
        let refused = UI.settle(offers, [.key(.enter)], ignoring: [])
        #expect(refused.status?.kind == .error && refused.status?.text.contains("names no shop") == true)
    }

    @Test func aFailedSearchSaysWhyAndRRetries() throws {
        let (state, id) = try Self.searched()
        let failed = UI.settle(state, [.response(id, .failure("the catalog answered 429: try again in 3 s"))], ignoring: [])
        #expect(failed.status?.kind == .error && failed.status?.text.contains("429") == true)
        let (_, effects) = UI.run(failed, [.key(.character("r"))])
        guard case .request(_, .globalSearch(let again))? = effects.last else {
            Issue.record("r did not search again: \(effects)")
            return
        }
        #expect(again.query == "boot")
    }

    @Test func theSearchIsOfferedOnlyWhereTheStorefrontHasACatalog() {
        var state = UI.home()
        state.everywhereOffered = false
        #expect(UI.settle(state, [.key(.character("S"))], ignoring: []).screen == .home)
        #expect(!render(state).text.contains("every store"))
        #expect(render(Self.home()).text.contains("S every store"))
    }

    @Test func aVisitStartsOnTheOfferedVariantAndEscComesBackSayingTheCart() throws {
        let visit = ShopVisit(domain: "gulf.example", sellerName: "Gulf Stride", productHandle: "snow-boot", selection: ["Size": "9"])
        let home = HomeData(shop: UI.shop, collections: UI.collections)
        let (state, effects) = startVisit(AppState(width: 80, height: 24), visit, home: home, product: nil, from: "Trailhead")
        // The launch is the opener's answer: no second request for it; the product is asked.
        #expect(!effects.contains { if case .request(_, .home) = $0 { true } else { false } })
        #expect(effects.contains { if case .request(_, .product(handle: "snow-boot")) = $0 { true } else { false } })
        #expect(state.screen.product?.selection == ["Size": "9"])
        #expect(state.visitedFrom == "Trailhead")
        let (_, leaving) = UI.run(state, [.key(.escape)])
        #expect(leaving.contains(.leaveShop))
        var origin = Self.home()
        origin = UI.settle(origin, [.cameBack(CartElsewhere(shopName: "Gulf Stride", domain: "gulf.example", items: 2))], ignoring: [])
        #expect(origin.status?.text == "Back from Gulf Stride: its cart keeps 2 items (open the shop again to check out).")
        origin = UI.settle(origin, [.key(.character("S"))], ignoring: [.request])
        #expect(render(origin).text.contains("Carts: Gulf Stride (2)"))
    }

    @Test func sAgainStartsANewQueryAndEscKeepsTheResults() throws {
        let (state, id) = try Self.searched("boot")
        let listed = UI.settle(state, [.response(id, .globalSearch(GlobalSearchPage(products: [Self.boot])))], ignoring: [])
        let again = UI.settle(listed, [.key(.character("c")), .key(.character("S"))], ignoring: [.cancel, .request])
        #expect(again.screen.everywhere?.query == "" && again.screen.everywhere?.editing == true)
        #expect(again.stack.filter { $0.everywhere != nil }.count == 1)
        let back = UI.settle(again, [.key(.escape)], ignoring: [])
        #expect(back.screen.everywhere?.query == "boot" && back.screen.everywhere?.results.items.count == 1)
    }

    @Test func theCollectionsHomeHasTheEntryAboveThemAndAClickOpensIt() {
        let state = Self.home()
        #expect(state.menu == nil)
        let rows = render(state).lines
        #expect(rows[1].contains("▸ Search every store"), "\(rows)")
        #expect(rows[2].contains(UI.collections.items[0].title), "\(rows)")
        let clicked = UI.settle(state, [.mouse(.click(row: 1, column: 3))], ignoring: [.request])
        #expect(clicked.screen.everywhere != nil)
        // A click on the first collection still opens it.
        let opened = UI.settle(state, [.mouse(.click(row: 2, column: 3))], ignoring: [.request, .timer, .cancel])
        #expect(opened.screen.collection != nil)
        var plain = Self.home()
        plain.everywhereOffered = false
        #expect(!render(plain).text.contains("Search every store"))
    }

    @Test func aResultsPictureIsDrawnUnderItsSellersInTheDetailPane() throws {
        let (state, id) = try Self.searched()
        var boot = Self.boot
        boot.image = URL(string: "https://kutsuya.example/images/snow-boot.png")
        var pictured = UI.settle(state, [.response(id, .globalSearch(GlobalSearchPage(products: [boot])))], ignoring: [.timer, .request, .cancel])
        pictured.pictures.enabled = true
        let slot = try #require(PictureLayout.slot(pictured))
        #expect(slot.image.url == "https://kutsuya.example/images/snow-boot.png")
        let rows = render(pictured).lines
        let sellers = try #require(rows.firstIndex { $0.contains("Sold by 2 sellers:") })
        #expect(sellers < slot.box.row, "the sellers above the picture")
        for row in slot.box.row..<(slot.box.row + slot.box.rows) {
            let cells = Array(rows[row].dropFirst(slot.box.column).prefix(slot.box.columns))
            #expect(cells.allSatisfy { $0 == " " }, "the picture's cells are left to it: \(rows[row])")
        }
    }
}
