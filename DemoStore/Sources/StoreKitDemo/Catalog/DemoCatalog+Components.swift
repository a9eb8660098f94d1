import Foundation
import StoreKitCore

/// Fixed bundles (`products[].components` in a catalog file): a product whose every variant is
/// made of other products' variants. On Shopify its variants answer `requiresComponents: true`
/// and `components`, and its cart line is a `ComponentizableCartLine` whose `lineComponents`
/// are one `CartLine` per part.
extension DemoCatalog {
    /// One part of a bundle: a variant of another product and how many of it one bundle holds.
    public struct Component: Sendable, Equatable {
        public var variantID: String
        public var quantity: Int
    }

    /// At most this many of one part a bundle.
    static let maximumComponentQuantity = 99

    /// Each bundle's parts, checked: at least one; an existing product other than the bundle,
    /// not itself a bundle (one level, as Shopify's fixed bundles), a sku one variant of it has
    /// (a part named by a sku two variants share would be a guess), a quantity of 1…99, each
    /// variant once (two entries of one part are one entry of their total).
    static func resolveComponents(_ file: CatalogFile, products: inout [Product], byHandle: [String: Int], check: inout CatalogCheck) {
        let bundles = Set(file.products.filter { !($0.components ?? []).isEmpty }.map(\.handle))
        for (index, item) in file.products.enumerated() {
            guard let entries = item.components, let bundle = byHandle[item.handle] else { continue }
            if entries.isEmpty { check.add("products[\(index)].components", "is empty: list the bundle's parts, or leave it out") }
            var components: [Component] = []
            for (position, entry) in entries.enumerated() {
                let path = "products[\(index)].components[\(position)]"
                guard entry.product != item.handle else {
                    check.add("\(path).product", "a bundle cannot be a part of itself")
                    continue
                }
                guard let part = byHandle[entry.product] else {
                    check.add("\(path).product", "no product has the handle \"\(entry.product)\"")
                    continue
                }
                guard !bundles.contains(entry.product) else {
                    check.add("\(path).product", "\"\(entry.product)\" is a bundle itself: a bundle's parts are not bundles")
                    continue
                }
                let quantity = entry.quantity ?? 1
                guard (1...maximumComponentQuantity).contains(quantity) else {
                    check.add("\(path).quantity", "\(quantity) is not from 1 to \(maximumComponentQuantity)")
                    continue
                }
                let variants = products[part].variants
                if let sku = entry.sku, variants.filter({ $0.sku == sku }).count > 1 {
                    check.add("\(path).sku", "two variants of \"\(entry.product)\" have the sku \"\(sku)\": give the part a sku only one has")
                    continue
                }
                guard let variant = entry.sku.map({ sku in variants.first { $0.sku == sku } }) ?? variants.first else {
                    check.add(
                        entry.sku == nil ? "\(path).product" : "\(path).sku",
                        entry.sku.map { "\"\(entry.product)\" has no variant with the sku \"\($0)\"" } ?? "\"\(entry.product)\" has no variant")
                    continue
                }
                guard !components.contains(where: { $0.variantID == variant.id }) else {
                    check.add(path, "lists a variant an earlier part of the bundle lists: give it once, with the total quantity")
                    continue
                }
                components.append(Component(variantID: variant.id, quantity: quantity))
            }
            products[bundle].components = components
        }
    }
}
