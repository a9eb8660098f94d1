import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// Shopify's cart permalinks, as the global catalog's `checkout_url` names them: a new cart of
/// those lines and its checkout page; anything else is no checkout.
@Suite struct CartPermalinkTests {
    static func get(_ store: DemoStore, _ path: String) async -> HTTPResponse? {
        guard case .response(let response) = await store.handle(DemoRequest(method: "GET", path: path, headers: [:], body: Data())) else {
            return nil
        }
        return response
    }

    @Test func aPermalinkOpensTheCheckoutOfANewCartOfItsLines() async throws {
        let store = try DemoStore(catalog: try DemoCatalog(file: ShoeStoreCatalog.file()))
        let redirect = try #require(await Self.get(store, "/cart/79:2,3:1"))
        #expect(redirect.status == 302)
        let location = try #require(redirect.header("location"))
        #expect(location.hasPrefix("/checkouts/cn/"))
        let page = try #require(await Self.get(store, location))
        #expect(page.status == 200)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains("2 × Harbor Chelsea Boot"), "\(html)")
    }

    @Test(arguments: ["/cart/79", "/cart/79:0", "/cart/79:x", "/cart/:1", "/cart/79:1,", "/cart/99999999:1", "/cart/-1:1"])
    func anythingElseIsNoCheckout(_ path: String) async throws {
        let store = try DemoStore(catalog: try DemoCatalog(file: ShoeStoreCatalog.file()))
        let answer = try #require(await Self.get(store, path))
        #expect(answer.status == 404, "\(path)")
        #expect(store.commerce.storage.withLock { $0.carts.isEmpty }, "\(path) made a cart")
    }
}
