import ShopTermUI
import StoreKitCore
import Testing

/// A sold-out variant, or a product whose every variant is sold out, is never offered as
/// something ⏎ adds, and `+` says it is sold out, not how many may be added.
@Suite struct SoldOutHintsTests {
    static func money(_ amount: String) -> Money { Money(amount: amount, currencyCode: "EUR")! }

    /// A potter's apron: Glaze Sand or Ink × Size S or L; Ink / L is sold out, and when
    /// `allSoldOut`, every variant is.
    static func apron(allSoldOut: Bool = false) -> Product {
        var variants: [ProductVariant] = []
        for (glaze, size) in [("Sand", "S"), ("Sand", "L"), ("Ink", "S"), ("Ink", "L")] {
            variants.append(
                ProductVariant(
                    id: ProductVariant.ID("gid://shopify/ProductVariant/7\(variants.count)"), title: "\(glaze) / \(size)", sku: nil,
                    availableForSale: !allSoldOut && !(glaze == "Ink" && size == "L"), price: money("38.00"), compareAtPrice: nil,
                    selectedOptions: [SelectedOption(name: "Glaze", value: glaze), SelectedOption(name: "Size", value: size)], image: nil))
        }
        let summary = ProductSummary(
            id: ProductSummary.ID("gid://shopify/Product/70"), handle: "studio-apron", title: "Studio Apron", vendor: "Kiln & Co",
            productType: "Aprons", availableForSale: !allSoldOut, minPrice: money("38.00"), maxPrice: money("38.00"),
            compareAtPrice: nil, featuredImage: nil)
        return Product(
            summary: summary, description: "Waxed canvas.", tags: [],
            options: [ProductOption(name: "Glaze", values: ["Sand", "Ink"]), ProductOption(name: "Size", values: ["S", "L"])],
            images: [], variants: variants, hasMoreVariants: false)
    }

    /// The apron's page, opened from a collection of it alone.
    static func page(_ product: Product) throws -> AppState {
        var (state, effects) = UI.run(UI.home(), [.key(.enter)])
        let page = try #require(UI.requestID(UI.screens(effects)))
        #expect(UI.screens(effects) == [.request(page, .collectionProducts(handle: "running", after: nil))])
        (state, effects) = UI.run(
            state, [.response(page, .products(ProductListing(page: Page(items: [product.summary], hasNextPage: false, endCursor: nil))))])
        (state, effects) = UI.run(state, [.key(.enter)])
        let read = try #require(UI.requestID(UI.screens(effects)))
        return UI.settle(state, [.response(read, .product(product))], ignoring: [.request])
    }

    static func qtyRow(_ state: AppState) -> String { render(state).lines.first { $0.contains("Qty") } ?? "" }
    static func footer(_ state: AppState) -> String { render(state).lines.last ?? "" }

    /// Ink / L (→ on the glaze, ↓ → on the size): marked ×, chosen or not; + and ⏎ say it is
    /// sold out, and neither the row nor the footer offers ⏎.
    @Test func aSoldOutVariantIsNeverOfferedToTheCart() throws {
        let open = try Self.page(Self.apron())
        #expect(Self.qtyRow(open).contains("⏎ adds to the cart"))
        #expect(Self.footer(open).contains("⏎ add to cart"))
        let inkL = UI.settle(open, [.key(.right), .key(.down), .key(.right)], ignoring: [])
        #expect(inkL.screen.product?.selectedVariant?.title == "Ink / L")
        let text = render(inkL).text
        #expect(text.contains("[L×]"))
        #expect(!Self.qtyRow(inkL).contains("⏎") && Self.qtyRow(inkL).contains("sold out: choose another"))
        #expect(!Self.footer(inkL).contains("add to cart"))
        #expect(!Keymap.help(for: inkL).contains { $0.action == .addToCart })

        let more = UI.settle(inkL, [.key(.character("+"))], ignoring: [])
        #expect(more.status == StatusLine("Ink / L is sold out: choose another."))
        #expect(more.screen.product?.quantity == 1)
        let (added, effects) = UI.run(inkL, [.key(.enter)])
        #expect(added.cart.local.lines.isEmpty && effects.isEmpty)
    }

    /// Every variant sold out: every value marked (the chosen ones too), no ⏎ offered, and +
    /// says the product is sold out.
    @Test func aProductSoldOutEverywhereOffersNothingToAdd() throws {
        let open = try Self.page(Self.apron(allSoldOut: true))
        let text = render(open).text
        #expect(text.contains("[Sand×]") && text.contains("Ink×") && text.contains("[S×]") && text.contains("L×"))
        #expect(!Self.qtyRow(open).contains("⏎") && Self.qtyRow(open).contains("sold out"))
        #expect(!Self.footer(open).contains("add to cart"))
        let more = UI.settle(open, [.key(.character("+")), .key(.character("+"))], ignoring: [])
        #expect(more.status == StatusLine("Studio Apron is sold out."))
        #expect(more.screen.product?.quantity == 1)
        #expect(!(more.status?.text.contains("the most you can add") ?? false))
    }
}
