import ShopTermUI
import StoreKitCore
import Testing

/// The search prompt's examples come from the store's own catalog, not the shoe store's.
@Suite struct SearchExamplesTests {
    static func tea(_ n: Int, _ title: String, type: String, price: String) -> ProductSummary {
        let money = Money(amount: price, currencyCode: "EUR")!
        return ProductSummary(
            id: ProductSummary.ID("gid://shopify/Product/9\(n)"), handle: "tea-\(n)", title: title, vendor: "Leaf & Kettle",
            productType: type, availableForSale: true, minPrice: money, maxPrice: money, compareAtPrice: nil, featuredImage: nil)
    }

    static let shop = Shop(
        name: "Leaf & Kettle", description: "Loose tea.", moneyFormat: "€{{amount_with_comma_separator}}", currencyCode: "EUR",
        countryCode: "DE", url: "https://leaf.example", policies: [])

    /// A tea shop launched with its first collection's products read, at `width` columns.
    static func teaShop(width: Int = 100, products: [ProductSummary]) -> AppState {
        let (started, effects) = start(AppState(width: width, height: 24, cart: LocalCart()))
        let ids = effects.compactMap { effect -> RequestID? in if case .request(let id, _) = effect { return id } else { return nil } }
        let collections = Page(
            items: [CollectionSummary(id: "gid://shopify/Collection/90", handle: "teas", title: "Teas", description: "All of them.")],
            hasNextPage: false, endCursor: nil)
        let home = HomeData(
            shop: shop, collections: collections, prefetchedProducts: ["teas": Page(items: products, hasNextPage: false, endCursor: nil)])
        return UI.settle(started, [.response(ids[0], .home(home, fresh: true)), .response(ids[1], .account(nil))], ignoring: [])
    }

    static let teas = [
        tea(1, "Sencha Morning Green", type: "Green Tea", price: "12.50"),
        tea(2, "Assam Breakfast", type: "Black Tea", price: "9.00"),
        tea(3, "Gyokuro Shade", type: "Green Tea", price: "24.00"),
    ]

    @Test func theExamplesAreTheStoresOwn() {
        let search = UI.settle(Self.teaShop(products: Self.teas), [.key(.character("/"))], ignoring: [])
        let text = render(search).text
        #expect(text.contains("e.g. sencha, title:morn*, product_type:\"Green Tea\" AND variants.price:<20"), "\(text)")
        #expect(!text.contains("boot") && !text.contains("swift") && !text.contains("Running"))
    }

    /// Narrow, whole examples only; a store whose catalog is not read yet gets the syntax, not
    /// another store's words.
    @Test func narrowOrUnreadTheExamplesStayTrue() {
        let narrow = UI.settle(Self.teaShop(width: 40, products: Self.teas), [.key(.character("/"))], ignoring: [])
        let line = render(narrow).lines.first { $0.contains("e.g.") } ?? ""
        #expect(line.trimmingCharacters(in: .whitespaces) == "e.g. sencha, title:morn*")
        let empty = UI.settle(Self.teaShop(products: []), [.key(.character("/"))], ignoring: [])
        let text = render(empty).text
        #expect(text.contains("title:word*") && !text.contains("e.g."))
    }
}
