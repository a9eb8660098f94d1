import Foundation

/// The parts of a catalog request every tool reads (UCP 2026-04-08, `catalog_search.json`,
/// `catalog_lookup.json`, `types/context.json`, `search_filters.json`, `pagination.json`),
/// checked: a wrong type is `invalid_input` (`-32602` over MCP), a limit above the maximum is
/// clamped silently (search.md, "Page Size").
struct UCPCatalogInput {
    /// The request's `catalog` object.
    let catalog: [String: UCPJSON]

    /// Default page size (catalog/mcp.md, "Conformance": "default limit of 10").
    static let defaultLimit = 10
    /// Largest page.
    static let maxLimit = 50
    /// Most identifiers one lookup takes (lookup.md, "Batch Size": at least 10).
    static let maxIDs = 50

    /// The `catalog` member of a call's arguments.
    static func from(_ arguments: UCPJSON) -> Result<UCPCatalogInput, UCPError> {
        guard let catalog = arguments["catalog"]?.object else {
            return .failure(.invalidInput("The request needs a catalog object"))
        }
        return .success(UCPCatalogInput(catalog: catalog))
    }

    /// `context.address_country`, upper-cased (a two-letter code; anything else is ignored, as
    /// context is only a hint: context.json).
    var country: String? {
        guard let text = catalog["context"]?["address_country"]?.string?.uppercased(), text.count == 2,
            text.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        return text
    }

    /// `context.currency`, upper-cased when it is a three-letter code.
    var currency: String? {
        guard let text = catalog["context"]?["currency"]?.string?.uppercased(), text.count == 3,
            text.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        return text
    }

    /// The free-text query (nil: none; an empty string counts as none).
    func query() -> Result<String?, UCPError> {
        guard let value = catalog["query"] else { return .success(nil) }
        guard let text = value.string else { return .failure(.invalidInput("catalog.query must be a string")) }
        guard text.count <= 1000 else { return .failure(.invalidInput("catalog.query is longer than 1000 characters")) }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return .success(trimmed.isEmpty ? nil : trimmed)
    }

    /// The filters object (empty when absent).
    func filters() -> Result<[String: UCPJSON], UCPError> {
        guard let value = catalog["filters"] else { return .success([:]) }
        guard let object = value.object else { return .failure(.invalidInput("catalog.filters must be an object")) }
        return .success(object)
    }

    /// `filters.price` {min, max} in minor units (either may be absent).
    func priceFilter() -> Result<(min: Int?, max: Int?), UCPError> {
        guard let value = catalog["filters"]?["price"] else { return .success((nil, nil)) }
        guard value.object != nil else { return .failure(.invalidInput("catalog.filters.price must be an object")) }
        var bounds: [Int?] = []
        for key in ["min", "max"] {
            guard let bound = value[key] else {
                bounds.append(nil)
                continue
            }
            guard let amount = bound.int, amount >= 0 else {
                return .failure(.invalidInput("catalog.filters.price.\(key) must be a non-negative integer in minor units"))
            }
            bounds.append(amount)
        }
        return .success((bounds[0], bounds[1]))
    }

    /// `pagination`: the offset its cursor stands for and the page size.
    func page() -> Result<(offset: Int, limit: Int), UCPError> {
        guard let value = catalog["pagination"] else { return .success((0, Self.defaultLimit)) }
        guard value.object != nil else { return .failure(.invalidInput("catalog.pagination must be an object")) }
        var limit = Self.defaultLimit
        if let given = value["limit"] {
            guard let number = given.int, number >= 1 else {
                return .failure(.invalidInput("catalog.pagination.limit must be an integer of at least 1"))
            }
            limit = min(number, Self.maxLimit)
        }
        var offset = 0
        if let given = value["cursor"] {
            guard let text = given.string, let decoded = Self.offset(ofCursor: text) else {
                return .failure(.invalidInput("catalog.pagination.cursor is not a cursor this catalog gave"))
            }
            offset = decoded
        }
        return .success((offset, limit))
    }

    /// `ids`: 1 to ``maxIDs`` strings.
    func ids() -> Result<[String], UCPError> {
        guard let values = catalog["ids"]?.array, !values.isEmpty else {
            return .failure(.invalidInput("catalog.ids must be a non-empty array of identifiers"))
        }
        guard values.count <= Self.maxIDs else {
            return .failure(.invalidInput("At most \(Self.maxIDs) identifiers per lookup", code: "request_too_large"))
        }
        let ids = values.compactMap(\.string)
        guard ids.count == values.count else { return .failure(.invalidInput("catalog.ids must hold strings")) }
        return .success(ids)
    }

    /// An opaque cursor: `offset` in base64url with a version prefix.
    static func cursor(offset: Int) -> String {
        Data("v1:\(offset)".utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// The offset a cursor stands for (nil: not one of ours).
    static func offset(ofCursor cursor: String) -> Int? {
        guard cursor.count <= 64 else { return nil }
        var base64 = cursor.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8), text.hasPrefix("v1:"),
            let offset = Int(text.dropFirst(3)), offset >= 0, offset <= 1_000_000
        else { return nil }
        return offset
    }

    /// The `pagination` of a response for a page at `offset` of `limit` out of `total`.
    static func pagination(offset: Int, limit: Int, total: Int, paged: Bool = true) -> UCPJSON {
        let more = paged && offset + limit < total
        var members: [String: UCPJSON] = ["has_next_page": .bool(more), "total_count": .int(total)]
        if more { members["cursor"] = .string(cursor(offset: offset + limit)) }
        return .object(members)
    }

    /// The `ucp` member of a catalog response naming `capability`.
    static func envelope(_ capabilities: [String], status: String? = nil) -> UCPJSON {
        var members: [String: UCPJSON] = [
            "version": .string(UCPAgentResolver.version),
            "capabilities": .object(
                Dictionary(capabilities.map { ($0, [["version": .string(UCPAgentResolver.version)]]) }, uniquingKeysWith: { $1 })),
        ]
        if let status { members["status"] = .string(status) }
        return .object(members)
    }
}
