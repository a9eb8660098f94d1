import StoreKitCore
import Testing

@testable import ShopTermUI

/// Under LANG=C the storefront writes a currency sign that is not ASCII as its ISO code: a yen
/// shop (`¥{{amount_no_decimals}}`) shopped from Kuwait shows `16.448 KWD`, not `16.448 ?.?.`,
/// and its own yen as `JPY 1,235` (issue 41).
@Suite struct ASCIIMoneyTests {
    @Test func aKuwaitiPriceIsWrittenWithItsCodeUnderLANGC() {
        var shop = UI.shop
        shop.moneyFormat = "¥{{amount_no_decimals}}"
        shop.currencyCode = "JPY"
        var fresh = AppState(width: 80, height: 24)
        fresh.market = MarketChoice(country: "KW")
        // As the terminal session sets it, before the shop is known.
        fresh.asciiOnly = true
        let (started, effects) = start(fresh)
        let home = UI.requestID(effects)!
        var (state, opened) = UI.run(started, [.response(home, .home(HomeData(shop: shop, collections: UI.collections), fresh: true)), .key(.enter)])
        var products = UI.products(1...2, more: false)
        products.items[0].minPrice = Money(amount: "16.448", currencyCode: "KWD")!
        products.items[0].maxPrice = products.items[0].minPrice
        products.items[1].minPrice = Money(amount: "1235", currencyCode: "JPY")!
        products.items[1].maxPrice = products.items[1].minPrice
        let page = opened.compactMap { effect -> RequestID? in
            if case .request(let id, .collectionProducts) = effect { return id } else { return nil }
        }.first!
        state = UI.settle(state, [.response(page, .products(ProductListing(page: products)))], ignoring: [.timer])
        let text = render(state).text
        #expect(text.contains("16.448 KWD") && text.contains("JPY 1,235"), "\(text)")
        #expect(!text.contains("?.?."), "\(text)")
        // Turned off and on again (a terminal's locale known later): the same.
        state.asciiOnly = false
        #expect(!render(state).text.contains("16.448 KWD"))
        state.asciiOnly = true
        #expect(render(state).text.contains("16.448 KWD"))
    }
}
