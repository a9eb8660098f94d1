import Foundation

/// The JSON-RPC requests of the catalog's tools (UCP `docs/catalog/mcp.md`;
/// `catalog_search.json`, `catalog_lookup.json`; Shopify's global catalog extension for
/// `filters.available`, `filters.condition` and `filters.ships_to`).
enum UCPArguments {
    /// The body of `tools/call` of `tool` numbered `id`: `arguments.meta["ucp-agent"].profile`
    /// is `profile` (required on every call), `arguments.catalog` is `catalog`. Keys sorted, so
    /// the same call is the same bytes.
    static func envelope(id: Int, tool: String, profile: URL, catalog: [String: JSONValue]) -> Data {
        let body: JSONValue = .object([
            "jsonrpc": "2.0", "id": .int(id), "method": "tools/call",
            "params": .object([
                "name": .string(tool),
                "arguments": .object([
                    "meta": .object(["ucp-agent": .object(["profile": .string(profile.absoluteString)])]),
                    "catalog": .object(catalog),
                ]),
            ]),
        ])
        return (try? canonicalJSONEncoder().encode(body)) ?? Data()
    }

    /// `search_catalog`'s `catalog`.
    static func search(_ search: GlobalSearch) throws(UCPError) -> [String: JSONValue] {
        let country = try self.country(search.shipsTo)
        let currency = try self.currency(search.currency)
        var filters: [String: JSONValue] = ["available": .bool(search.availableOnly)]
        if let country { filters["ships_to"] = .object(["country": .string(country)]) }
        let conditions = search.conditions.compactMap { $0.oneLine(limit: 40)?.lowercased() }
        if !conditions.isEmpty { filters["condition"] = .array(conditions.map(JSONValue.string)) }
        if search.minPrice != nil || search.maxPrice != nil {
            // Price bounds are in context.currency's minor units (types/price_filter.json); with
            // no currency they mean nothing, and a catalog may ignore them.
            guard let currency else { throw .invalidSearch("a price bound needs a currency (ISO 4217, such as USD)") }
            var price: [String: JSONValue] = [:]
            for (key, bound) in [("min", search.minPrice), ("max", search.maxPrice)] {
                guard let bound else { continue }
                guard bound >= 0, let minor = MinorUnits.minor(bound, currency: currency) else {
                    throw .invalidSearch("the price bound \(bound) cannot be sent")
                }
                price[key] = .int(minor)
            }
            filters["price"] = .object(price)
        }
        var catalog: [String: JSONValue] = ["query": .string(search.query), "filters": .object(filters)]
        let context = self.context(country: country, currency: currency)
        if !context.isEmpty { catalog["context"] = .object(context) }
        var pagination: [String: JSONValue] = [:]
        if let cursor = search.cursor { pagination["cursor"] = .string(cursor) }
        if let limit = search.limit {
            guard limit >= 1 else { throw .invalidSearch("a page needs at least one product") }
            pagination["limit"] = .int(limit)
        }
        if !pagination.isEmpty { catalog["pagination"] = .object(pagination) }
        return catalog
    }

    /// `get_product`'s `catalog`.
    static func product(id: String, shipsTo: String?, currency: String?) throws(UCPError) -> [String: JSONValue] {
        try withMarket(["id": .string(id)], shipsTo: shipsTo, currency: currency)
    }

    /// `lookup_catalog`'s `catalog`.
    static func lookup(ids: [String], shipsTo: String?, currency: String?) throws(UCPError) -> [String: JSONValue] {
        try withMarket(["ids": .array(ids.map(JSONValue.string))], shipsTo: shipsTo, currency: currency)
    }

    /// `catalog` with the shopper's country and currency as context, and the country as the
    /// `ships_to` filter.
    private static func withMarket(_ catalog: [String: JSONValue], shipsTo: String?, currency: String?) throws(UCPError) -> [String: JSONValue] {
        var catalog = catalog
        let country = try self.country(shipsTo)
        let context = self.context(country: country, currency: try self.currency(currency))
        if !context.isEmpty { catalog["context"] = .object(context) }
        if let country { catalog["filters"] = .object(["ships_to": .object(["country": .string(country)])]) }
        return catalog
    }

    private static func context(country: String?, currency: String?) -> [String: JSONValue] {
        var context: [String: JSONValue] = [:]
        if let country { context["address_country"] = .string(country) }
        if let currency { context["currency"] = .string(currency) }
        return context
    }

    /// `code` upper-cased when it is two letters (ISO 3166-1 alpha-2).
    private static func country(_ code: String?) throws(UCPError) -> String? {
        guard let code else { return nil }
        guard code.utf8.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw .invalidSearch("\"\(code.oneLine(limit: 20) ?? "")\" is not a country code (two letters, such as US)")
        }
        return code.uppercased()
    }

    /// `code` upper-cased when it is three letters (ISO 4217).
    private static func currency(_ code: String?) throws(UCPError) -> String? {
        guard let code else { return nil }
        guard code.utf8.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw .invalidSearch("\"\(code.oneLine(limit: 20) ?? "")\" is not a currency code (three letters, such as USD)")
        }
        return code.uppercased()
    }
}
