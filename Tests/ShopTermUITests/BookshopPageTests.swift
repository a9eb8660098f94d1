import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// A Norwegian bookshop's product page, in kroner: a yearbook sold by subscription only, in two
/// bindings priced apart, and recommendations whose variants are priced apart or alike.
@Suite struct BookshopPageTests {
    static func kroner(_ amount: String) -> Money { Money(amount: amount, currencyCode: "NOK")! }

    static let monthly = SellingPlan(
        id: "gid://shopify/SellingPlan/41", name: "Hver måned", groupName: "Abonnement", priceAdjustments: [.init(.percentage(10))])

    static func summary(_ n: Int, title: String, low: String, high: String) -> ProductSummary {
        ProductSummary(
            id: ProductSummary.ID("gid://shopify/Product/\(n)"), handle: "bok-\(n)", title: title, vendor: "Bokhylla",
            productType: "Bok", availableForSale: true, minPrice: kroner(low), maxPrice: kroner(high), compareAtPrice: nil,
            featuredImage: nil)
    }

    /// The yearbook: Innbundet NOK 299, Heftet NOK 249; by subscription only, monthly 10% off.
    static let yearbook: Product = {
        let variants = [("Innbundet", "299.00"), ("Heftet", "249.00")].enumerated().map { index, variant in
            ProductVariant(
                id: ProductVariant.ID("gid://shopify/ProductVariant/\(410 + index)"), title: variant.0, sku: nil, availableForSale: true,
                price: kroner(variant.1), compareAtPrice: nil, selectedOptions: [SelectedOption(name: "Binding", value: variant.0)],
                image: nil)
        }
        return Product(
            summary: summary(41, title: "Årbok", low: "249.00", high: "299.00"), description: "Et år i bilder.", tags: [],
            options: [ProductOption(name: "Binding", values: ["Innbundet", "Heftet"])], images: [], variants: variants,
            hasMoreVariants: false, sellingPlans: [monthly], requiresSellingPlan: true)
    }()

    /// The yearbook's page, loaded, and the recommendations' request ID.
    static func page() throws -> (AppState, RequestID) {
        var (state, effects) = UI.run(
            UI.home(width: 100),
            [.key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false)))), .key(.enter)])
        let productID = try #require(UI.screens(effects).compactMap { if case .request(let id, .product) = $0 { id } else { nil } }.first)
        (state, effects) = UI.run(state, [.response(productID, .product(yearbook))])
        return (state, try #require(UI.requestID(effects)))
    }

    /// On its plan the yearbook costs NOK 269.10 (Innbundet): no "instead of NOK 299.00", a price
    /// it cannot be bought at; the page says it is sold by subscription only (point 1).
    @Test func aProductSoldBySubscriptionOnlyComparesToNoOneTimePrice() throws {
        let (state, _) = try Self.page()
        #expect(state.screen.product?.selectedPlan == Self.monthly)
        let text = render(state).text
        let priceRow = try #require(text.split(separator: "\n").first { $0.contains("269.10") })
        #expect(priceRow.contains("by subscription only"), "\(text)")
        #expect(!text.contains("instead of") && !text.contains("299.00"), "\(text)")
    }

    /// "You may also like" writes "from" before a price whose variants differ, as lists do
    /// (point 3); a product priced alike has none.
    @Test func recommendationsSayFromWhenPricesDiffer() throws {
        var (state, id) = try Self.page()
        let answer = [
            Self.summary(42, title: "Diktsamling", low: "149.00", high: "199.00"), Self.summary(43, title: "Roman", low: "99.00", high: "99.00"),
        ]
        state = UI.settle(state, [.response(id, .recommendations(answer)), .key(.character("G"))], ignoring: [])
        // The no-break space in "NOK 149.00" read as a space.
        let rows = render(state).text.replacingOccurrences(of: "\u{a0}", with: " ").split(separator: "\n")
        let poems = try #require(rows.first { $0.contains("Diktsamling") })
        #expect(poems.contains("from NOK 149.00"), "\(rows)")
        let novel = try #require(rows.first { $0.contains("Roman") })
        #expect(novel.contains("NOK 99.00") && !novel.contains("from"), "\(rows)")
    }
}
