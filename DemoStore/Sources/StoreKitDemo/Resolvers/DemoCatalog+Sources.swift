import StoreKitCore

extension DemoCatalog.Product {
    /// Fields and text for the Storefront search syntax.
    var searchDocument: SearchDocument {
        SearchDocument(
            fields: [
                "title": [title], "handle": [handle], "vendor": [vendor], "product_type": [productType], "tag": tags,
                "variants.price": variants.map(\.price.plainAmount), "sku": variants.compactMap(\.sku),
                "available_for_sale": [String(availableForSale)], "created_at": [createdAt], "updated_at": [createdAt],
                "id": [String(id.split(separator: "/").last ?? "")],
            ],
            // Variant titles too: Shopify's search looks at `variants.title` (help.shopify.com,
            // online store search, "Typo tolerance"), and so does predictive search; without them
            // `suggest` could offer a product `search` does not find.
            text: [title, description, vendor, productType] + tags + searchedVariantTitles)
    }

    /// The variant titles search looks at: not the "Default Title" of a product without options,
    /// which names nothing a shopper would look for.
    var searchedVariantTitles: [String] {
        variants.map(\.title).filter { $0 != "Default Title" }
    }

    /// Lowest and highest variant price (zero in the shop's currency when there are no variants).
    func priceRange(currency: String) -> PriceRangeSource {
        let prices = variants.map(\.price)
        let zero = DemoMoney(amount: 0, currencyCode: currency)
        return PriceRangeSource(
            minVariantPrice: prices.min { $0.amount < $1.amount } ?? zero,
            maxVariantPrice: prices.max { $0.amount < $1.amount } ?? zero)
    }

    /// Compare-at range; the API reports "none" as zero amounts.
    func compareAtPriceRange(currency: String) -> PriceRangeSource {
        let prices = variants.compactMap(\.compareAtPrice)
        let zero = DemoMoney(amount: 0, currencyCode: currency)
        return PriceRangeSource(
            minVariantPrice: prices.min { $0.amount < $1.amount } ?? zero,
            maxVariantPrice: prices.max { $0.amount < $1.amount } ?? zero)
    }
}

extension DemoCatalog.Collection {
    var searchDocument: SearchDocument {
        SearchDocument(fields: ["title": [title], "handle": [handle], "updated_at": [updatedAt]], text: [title, description])
    }
}
