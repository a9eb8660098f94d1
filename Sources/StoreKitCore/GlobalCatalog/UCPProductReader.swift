import Foundation

/// Reads UCP products (`types/product.json`, `types/variant.json`) with Shopify's global
/// catalog extension (`dev.shopify.catalog.global`: the seller's `domain` and `url`, a
/// variant's `checkout_url`; shopify.dev docs/agents/catalog/global-catalog-extension) into
/// shopterm's types. Lenient: a field that cannot be read is left out, a product without an id
/// is skipped, and every text is sanitised (``UCPText``).
enum UCPProductReader {
    /// The products of a `products` array.
    static func products(_ value: JSONValue?) -> [GlobalProduct] {
        UCPJSON.array(value).compactMap(product)
    }

    /// One product; nil when it has no id.
    static func product(_ value: JSONValue) -> GlobalProduct? {
        guard case .object(let fields) = value, let id = UCPText.line(fields["id"], limit: 200) else { return nil }
        let range = UCPJSON.object(fields["price_range"])
        let image = UCPJSON.array(fields["media"]).lazy.map(UCPJSON.object).first { media in
            if case .string(let type)? = media["type"] { return type == "image" }
            return true
        }
        return GlobalProduct(
            id: id, title: UCPText.line(fields["title"]) ?? "Untitled product", description: description(fields["description"]),
            url: UCPText.webURL(fields["url"]), image: UCPText.webURL(image?["url"]), imageAlt: UCPText.line(image?["alt_text"]),
            minPrice: MinorUnits.money(range["min"]), maxPrice: MinorUnits.money(range["max"]),
            offers: UCPJSON.array(fields["variants"]).compactMap(offer), rating: rating(fields["rating"]))
    }

    /// One variant as an offer; nil when it has no id.
    static func offer(_ value: JSONValue) -> GlobalOffer? {
        guard case .object(let fields) = value, let id = UCPText.line(fields["id"], limit: 200) else { return nil }
        let options = UCPJSON.array(fields["options"]).compactMap { option -> GlobalOption? in
            let members = UCPJSON.object(option)
            guard let name = UCPText.line(members["name"], limit: 100), let label = UCPText.line(members["label"], limit: 100) else { return nil }
            return GlobalOption(name: name, label: label)
        }
        return GlobalOffer(
            id: id, title: UCPText.line(fields["title"]) ?? options.map(\.label).joined(separator: " / "),
            price: MinorUnits.money(fields["price"]), listPrice: MinorUnits.money(fields["list_price"]),
            available: UCPJSON.bool(UCPJSON.object(fields["availability"])["available"]), seller: seller(fields["seller"]),
            url: UCPText.webURL(fields["url"]), checkoutURL: UCPText.webURL(fields["checkout_url"]), options: options)
    }

    /// The seller; nil without a name.
    static func seller(_ value: JSONValue?) -> GlobalSeller? {
        let fields = UCPJSON.object(value)
        let domain = UCPText.line(fields["domain"], limit: 253)
        guard let name = UCPText.line(fields["name"]) ?? domain else { return nil }
        return GlobalSeller(name: name, domain: domain, url: UCPText.webURL(fields["url"]))
    }

    /// A rating with its value and scale; nil otherwise.
    static func rating(_ value: JSONValue?) -> GlobalRating? {
        let fields = UCPJSON.object(value)
        guard let rating = UCPJSON.decimal(fields["value"]), let scale = UCPJSON.decimal(fields["scale_max"]), scale > 0 else { return nil }
        return GlobalRating(value: rating, scaleMax: scale, count: UCPJSON.int(fields["count"]).flatMap { $0 >= 0 ? $0 : nil })
    }

    /// A UCP description (`{"plain": …}`, else markdown, else HTML without its tags) or a bare
    /// string, on one line.
    static func description(_ value: JSONValue?) -> String? {
        if case .string? = value { return UCPText.line(value, limit: UCPText.longLimit) }
        let fields = UCPJSON.object(value)
        if let plain = UCPText.line(fields["plain"], limit: UCPText.longLimit) ?? UCPText.line(fields["markdown"], limit: UCPText.longLimit) {
            return plain
        }
        guard case .string(let html)? = fields["html"] else { return nil }
        return html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression).oneLine(limit: UCPText.longLimit)
    }

    /// The catalog's `messages[]`, sanitised; those without a text are left out.
    static func messages(_ value: JSONValue?) -> [UCPMessage] {
        UCPJSON.array(value).compactMap { message in
            let fields = UCPJSON.object(message)
            guard let content = UCPText.line(fields["content"]) else { return nil }
            return UCPMessage(
                type: UCPText.line(fields["type"], limit: 20) ?? "info", code: UCPText.line(fields["code"], limit: 60), content: content)
        }
    }
}
