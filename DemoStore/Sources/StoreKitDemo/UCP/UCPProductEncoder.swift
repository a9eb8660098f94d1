import Foundation

/// A catalog product as UCP's `product` (UCP 2026-04-08, `schemas/shopping/types/product.json`,
/// `variant.json`), with the fields of Shopify's storefront catalog extension
/// (`dev.shopify.catalog`: `gift_card`, `collections`, a variant's `checkout_url` and `requires`;
/// shopify.dev, docs/agents/catalog/storefront-catalog-extension). IDs are the shop's
/// Storefront GIDs; amounts are integers in the currency's minor unit (`price.json`: "Amount in
/// ISO 4217 minor units": JPY has none, KWD three), from the catalog's own currency digits.
struct UCPProductEncoder {
    /// The catalog, already priced in the buyer's market.
    let catalog: DemoCatalog
    /// `http://127.0.0.1:PORT`: the shop's address, for its URLs.
    let origin: String

    /// `amount` in `currency`'s minor unit, rounded half away from zero.
    static func minorUnits(_ amount: Decimal, currency: String) -> Int {
        let digits = DemoCurrencyUnits.fractionDigits(currency)
        var scaled = DemoCurrencyUnits.round(amount, in: currency)
        for _ in 0..<digits { scaled *= 10 }
        return NSDecimalNumber(decimal: scaled).intValue
    }

    /// UCP's `price`.
    static func price(_ money: DemoMoney) -> UCPJSON {
        ["amount": .int(minorUnits(money.amount, currency: money.currencyCode)), "currency": .string(money.currencyCode)]
    }

    /// The whole product; `variants` are those to show (default: all), each with its lookup
    /// `inputs` when given.
    func product(
        _ product: DemoCatalog.Product, variants: [DemoCatalog.Variant]? = nil, inputs: [String: [UCPJSON]] = [:],
        seller: UCPJSON? = nil
    ) -> UCPJSON {
        let shown = variants ?? product.variants
        let prices = shown.map(\.price)
        var members: [String: UCPJSON] = [
            "id": .string(product.id), "handle": .string(product.handle), "title": .string(product.title),
            "description": ["plain": .string(product.description)],
            "url": .string("\(origin)/products/\(product.handle)"),
            "price_range": range(prices),
            "options": .array(
                product.options.map { option in
                    ["name": .string(option.name), "values": .array(option.values.map { ["label": .string($0)] })]
                }),
            "variants": .array(shown.map { variant(product, $0, inputs: inputs[$0.id], seller: seller) }),
            "tags": .array(product.tags.map(UCPJSON.string)),
            "media": .array(product.images.map(media)),
            "gift_card": false,
            "collections": .array(
                catalog.collections.filter { containsProduct($0, product) }.map { collection in
                    [
                        "id": .string(collection.id), "handle": .string(collection.handle), "title": .string(collection.title),
                        "url": .string("\(origin)/collections/\(collection.handle)"),
                    ]
                }),
            "metadata": ["vendor": .string(product.vendor), "product_type": .string(product.productType)],
        ]
        if !product.productType.isEmpty {
            members["categories"] = [["value": .string(product.productType), "taxonomy": "merchant"]]
        }
        let listPrices = shown.compactMap(\.compareAtPrice)
        if !listPrices.isEmpty { members["list_price_range"] = range(listPrices) }
        return .object(members)
    }

    /// One variant (`variant.json` + the storefront extension's fields).
    func variant(_ product: DemoCatalog.Product, _ variant: DemoCatalog.Variant, inputs: [UCPJSON]?, seller: UCPJSON?) -> UCPJSON {
        var members: [String: UCPJSON] = [
            "id": .string(variant.id), "title": .string(variant.title),
            "description": ["plain": .string("\(product.title) – \(variant.title)")],
            "price": Self.price(variant.price),
            "availability": ["available": .bool(variant.availableForSale)],
            "options": .array(variant.selectedOptions.map { ["name": .string($0.name), "label": .string($0.value)] }),
            "seller": seller ?? self.seller,
            "checkout_url": .string(checkoutURL(variant)),
            "requires": ["shipping": .bool(product.productType != "Service"), "selling_plan": .bool(product.requiresSellingPlan)],
        ]
        if let sku = variant.sku { members["sku"] = .string(sku) }
        if let list = variant.compareAtPrice { members["list_price"] = Self.price(list) }
        if let inputs { members["inputs"] = .array(inputs) }
        return .object(members)
    }

    /// The shop as a variant's seller (`variant.json`'s `seller`: name and links).
    var seller: UCPJSON {
        var links: [UCPJSON] = []
        for policy in catalog.shop.policies {
            let type: String? =
                switch policy.handle {
                case "refund-policy": "refund_policy"
                case "shipping-policy": "shipping_policy"
                case "privacy-policy": "privacy_policy"
                case "terms-of-service": "terms_of_service"
                default: nil
                }
            if let type { links.append(["type": .string(type), "url": .string("\(origin)/policies/\(policy.handle)")]) }
        }
        return ["name": .string(catalog.shop.name), "links": .array(links)]
    }

    /// Shopify's cart permalink for one of the variant (`/cart/{variant_id}:{quantity}`, shopify.dev
    /// docs/agents/get-started/complete-checkout).
    func checkoutURL(_ variant: DemoCatalog.Variant) -> String {
        "\(origin)/cart/\(variant.id.split(separator: "/").last ?? ""):1"
    }

    private func containsProduct(_ collection: DemoCatalog.Collection, _ product: DemoCatalog.Product) -> Bool {
        collection.productIndices.contains { catalog.products.indices.contains($0) && catalog.products[$0].id == product.id }
    }

    private func range(_ prices: [DemoMoney]) -> UCPJSON {
        let zero = DemoMoney(amount: 0, currencyCode: catalog.products.first?.variants.first?.price.currencyCode ?? catalog.shop.currencyCode)
        let low = prices.min { $0.amount < $1.amount } ?? zero
        let high = prices.max { $0.amount < $1.amount } ?? zero
        return ["min": Self.price(low), "max": Self.price(high)]
    }

    private func media(_ image: DemoCatalog.Image) -> UCPJSON {
        var members: [String: UCPJSON] = ["type": "image", "url": .string(image.url.hasPrefix("/") ? origin + image.url : image.url)]
        if let alt = image.altText { members["alt_text"] = .string(alt) }
        if let width = image.width { members["width"] = .int(width) }
        if let height = image.height { members["height"] = .int(height) }
        return .object(members)
    }
}
