/// One product line of the demo mall's other shops (``TokyoShoeCatalog``, ``KuwaitShoeCatalog``),
/// made into a catalog product with a variant per size and colour, the way the built-in shoe
/// store makes its own. A line with the shoe store's title and vendor is the same product sold
/// by another shop (the global catalog clusters them).
struct MallShopLine {
    var title: String
    var vendor: String
    var type: String
    /// The price in the shop's currency, as the catalog file writes it ("17800", "36.750").
    var price: String
    var compareAtPrice: String?
    var colors: [String]
    var sizes: [String]
    var description: String

    /// The line as product number `index` of a shop whose SKUs begin with `skuPrefix`; every
    /// seventh variant is sold out, so that availability filters have something to do.
    func product(index: Int, skuPrefix: String, createdAt: String) -> CatalogFile.Product {
        let handle = ShoeStoreCatalog.slug(title, index: nil) == "product" ? "product-\(index + 1)" : ShoeStoreCatalog.slug(title, index: nil)
        var variants: [CatalogFile.Variant] = []
        for (colorIndex, color) in colors.enumerated() {
            for (sizeIndex, size) in sizes.enumerated() {
                let number = colorIndex * sizes.count + sizeIndex
                let available = (index * 5 + number * 3) % 7 != 3
                variants.append(
                    CatalogFile.Variant(
                        title: "\(size) / \(color)", sku: "\(skuPrefix)-\(index + 1)-\(color.prefix(3).uppercased())-\(size)",
                        price: price, compareAtPrice: compareAtPrice, availableForSale: available,
                        quantityAvailable: available ? 1 + (index + number) % 6 : 0, selectedOptions: ["Size": size, "Color": color]))
            }
        }
        return CatalogFile.Product(
            handle: handle, title: title, description: description, vendor: vendor, productType: type,
            tags: [type.lowercased(), vendor.lowercased()] + (compareAtPrice == nil ? [] : ["sale"]),
            options: [CatalogFile.Option(name: "Size", values: sizes), CatalogFile.Option(name: "Color", values: colors)],
            variants: variants,
            images: colors.map { color in
                CatalogFile.Image(
                    url: "\(PictureRoutes.prefix)\(handle)-\(ShoeStoreCatalog.slug(color, index: nil)).png", altText: "\(title) in \(color)",
                    width: 1200, height: 1200)
            },
            createdAt: createdAt)
    }

    /// A collection per product type of `products`, in order of first appearance.
    static func collections(_ products: [CatalogFile.Product]) -> [CatalogFile.Collection] {
        var types: [String] = []
        for product in products where !types.contains(product.productType ?? "") { types.append(product.productType ?? "") }
        return types.filter { !$0.isEmpty }.map { type in
            CatalogFile.Collection(
                handle: ShoeStoreCatalog.slug(type, index: nil), title: type, description: "\(type) we stock.",
                products: products.filter { $0.productType == type }.map(\.handle))
        }
    }
}
