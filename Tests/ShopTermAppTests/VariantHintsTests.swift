import ShopTermApp
import StoreKitCore
import Testing

/// A variant that does not exist or is sold out gets a few close ones, never the whole list.
@Suite struct VariantHintsTests {
    /// 1,998 variants: 37 sizes × 54 colours; every size-3 variant is sold out.
    static let big: Product = {
        let sizes = (1...37).map { "\($0)" }
        let colors = (1...54).map { "Colour \($0)" }
        var variants: [ProductVariant] = []
        for color in colors {
            for size in sizes {
                variants.append(
                    ProductVariant(
                        id: ProductVariant.ID("gid://shopify/ProductVariant/\(variants.count + 1)"), title: "\(size) / \(color)",
                        sku: nil, availableForSale: size != "3", price: Money(amount: 10, currencyCode: "USD"), compareAtPrice: nil,
                        selectedOptions: [SelectedOption(name: "Size", value: size), SelectedOption(name: "Color", value: color)],
                        image: nil))
            }
        }
        let summary = ProductSummary(
            id: ProductSummary.ID("gid://shopify/Product/1"), handle: "every-jean", title: "Every Jean", vendor: "V",
            productType: "T", availableForSale: true, minPrice: Money(amount: 10, currencyCode: "USD"),
            maxPrice: Money(amount: 10, currencyCode: "USD"), compareAtPrice: nil, featuredImage: nil)
        return Product(
            summary: summary, description: "", tags: [],
            options: [ProductOption(name: "Size", values: sizes), ProductOption(name: "Color", values: colors)],
            images: [], variants: variants, hasMoreVariants: false)
    }()

    @Test func closeVariantsShareTheOtherOptionsAndAreFew() {
        let near = VariantHints.closest(to: "3 / Colour 7", in: Self.big, availableOnly: true)
        #expect(near.count == VariantHints.limit)
        #expect(near.allSatisfy { $0.title.hasSuffix("/ Colour 7") && $0.availableForSale })
        let anyNear = VariantHints.closest(to: "99 / colour 9", in: Self.big, availableOnly: false)
        #expect(anyNear.map(\.title) == ["1 / Colour 9", "2 / Colour 9", "4 / Colour 9", "5 / Colour 9"])
        #expect(VariantHints.closest(to: "Colour 9", in: Self.big, availableOnly: false).allSatisfy { $0.title.hasSuffix("/ Colour 9") })
    }

    @Test func unknownValuesAreNamedWithTheirOptionAndAFewValues() {
        let problems = VariantHints.unknownValues(in: "99 / Colour 9", of: Self.big)
        #expect(problems == [#"no Size "99" (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, …)"#])
        #expect(VariantHints.unknownValues(in: "Colour 9", of: Self.big) == ["a variant is named by 2 values: Size / Color"])
        #expect(VariantHints.unknownValues(in: "3 / colour 9", of: Self.big).isEmpty)
    }
}
