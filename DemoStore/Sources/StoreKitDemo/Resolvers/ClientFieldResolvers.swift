import Foundation
import GraphQL
import StoreKitCore

/// Fields real storefronts ask for (Hydrogen's skeleton: its product, cart and header queries)
/// that shopterm itself does not: the encoded variant marks, variant lookups, SEO, option value
/// swatches, the shop's brand, line and cart attributes. Answered as Shopify does for a shop
/// that has set up no brand, swatches or SEO overrides.
enum ClientFieldResolvers {
    typealias Product = DemoCatalog.Product

    static let table: [String: GraphQLFieldResolve] = [
        "Product.encodedVariantExistence": resolver(Product.self) { product, _, _ in
            DemoEncodedVariants.encode(product.variants.compactMap(product.positions))
        },
        "Product.encodedVariantAvailability": resolver(Product.self) { product, _, _ in
            DemoEncodedVariants.encode(product.variants.filter(\.availableForSale).compactMap(product.positions))
        },
        // Exactly the variant of these options, or null (`ignoreUnknownOptions`: options the
        // product does not have are left out of the match instead of matching nothing).
        "Product.variantBySelectedOptions": resolver(Product.self) { product, args, _ in
            let wanted = selection(args)
            let names = Set(product.options.map { $0.name.lowercased() })
            let kept = (args["ignoreUnknownOptions"].bool ?? false) ? wanted.filter { names.contains($0.name.lowercased()) } : wanted
            guard !kept.isEmpty else { return nil }
            let same = matcher(args)
            let variant = product.variants.first { variant in
                kept.count == variant.selectedOptions.count
                    && kept.allSatisfy { option in variant.selectedOptions.contains { same($0.name, option.name) && same($0.value, option.value) } }
            }
            return variant.map { VariantSource(product: product, variant: $0) }
        },
        // The variants one option value away from the selected one (or from the first for sale
        // when none is selected), in the order of their IDs.
        "Product.adjacentVariants": resolver(Product.self) { product, args, _ in
            let wanted = selection(args)
            let same = matcher(args)
            let base =
                wanted.isEmpty
                ? nil
                : product.variants.first { variant in
                    wanted.allSatisfy { option in variant.selectedOptions.contains { same($0.name, option.name) && same($0.value, option.value) } }
                }
            guard let center = base ?? product.variants.first(where: \.availableForSale) ?? product.variants.first else { return [VariantSource]() }
            return product.variants.filter { variant in
                zip(variant.selectedOptions, center.selectedOptions).filter { $0.value != $1.value }.count == 1
            }.map { VariantSource(product: product, variant: $0) }
        },
        // No SEO overrides: Shopify answers null title and description (pages use the product's).
        "Product.seo": resolver(Product.self) { _, _, _ in SEOSource() },
        "ProductOptionValue.firstSelectableVariant": resolver(OptionValueSource.self) { value, _, _ in value.firstSelectableVariant },
        "ProductOptionValue.swatch": resolver(OptionValueSource.self) { _, _, _ in nil },
        "Shop.brand": resolver(ShopSource.self) { _, _, _ in nil },
        // Every demo product is shipped; none has a unit price (price per kilogram and the like).
        "ProductVariant.requiresShipping": resolver(VariantSource.self) { _, _, _ in true },
        "ProductVariant.unitPrice": resolver(VariantSource.self) { _, _, _ in nil },
        "Cart.attributes": resolver(CartSource.self) { source, _, _ in source.cart.attributes },
        "Cart.attribute": resolver(CartSource.self) { source, args, _ in source.cart.attributes.first { $0.key == args["key"].string } },
        "CartLine.attributes": resolver(CartLineSource.self) { source, _, _ in source.line.attributes },
        "CartLine.attribute": resolver(CartLineSource.self) { source, args, _ in source.line.attributes.first { $0.key == args["key"].string } },
    ]

    /// `selectedOptions` as given.
    static func selection(_ args: Map) -> [DemoSelectedOption] {
        (args["selectedOptions"].array ?? []).compactMap { option in
            guard let name = option["name"].string, let value = option["value"].string else { return nil }
            return DemoSelectedOption(name: name, value: value)
        }
    }

    /// Equality of names and values, ignoring case with `caseInsensitiveMatch`.
    static func matcher(_ args: Map) -> @Sendable (String, String) -> Bool {
        let insensitive = args["caseInsensitiveMatch"].bool ?? false
        return { (a: String, b: String) -> Bool in insensitive ? a.caseInsensitiveCompare(b) == .orderedSame : a == b }
    }
}

extension DemoCatalog.Product {
    /// The positions of `variant`'s values in the product's options (`[0, 2]`), as the encoded
    /// variant fields count them; nil for a variant missing an option's value.
    func positions(_ variant: DemoCatalog.Variant) -> [Int]? {
        var positions: [Int] = []
        for option in options {
            guard let value = variant.selectedOptions.first(where: { $0.name == option.name })?.value,
                let index = option.values.firstIndex(of: value)
            else { return nil }
            positions.append(index)
        }
        return positions.isEmpty ? [0] : positions  // no options: Shopify's one "Title" option
    }

    /// The variant with `value` of `option` and the lowest positions for every other option
    /// (`ProductOptionValue.firstSelectableVariant`).
    func firstSelectableVariant(option: String, value: String) -> DemoCatalog.Variant? {
        variants.filter { $0.selectedOptions.contains { $0.name == option && $0.value == value } }
            .min { (positions($0) ?? []).lexicographicallyPrecedes(positions($1) ?? []) }
    }
}
