/// A products connection with the filters the store offers for it (`products { nodes pageInfo
/// filters }` of a collection, `search { nodes pageInfo productFilters totalCount }`).
struct ListingConnection<Item: Decodable & Sendable>: Decodable, Sendable {
    var page: Page<Item>
    var filters: [OfferedFilter]
    var totalCount: Int?

    private enum Keys: String, CodingKey { case filters, productFilters, totalCount }
    init(from decoder: any Decoder) throws {
        page = try Page(from: decoder)
        let container = try decoder.container(keyedBy: Keys.self)
        filters =
            try container.decodeIfPresent([OfferedFilter].self, forKey: .filters)
            ?? container.decodeIfPresent([OfferedFilter].self, forKey: .productFilters) ?? []
        totalCount = try container.decodeIfPresent(Int.self, forKey: .totalCount)
    }
}

/// The variables every filtered, sorted list of products takes.
func listVariables(first: Int, after: String?, sortKey: String?, reverse: Bool, filters: [ProductFilter]) -> [String: JSONValue] {
    var variables: [String: JSONValue] = ["first": .int(first)]
    variables["after"] = .optional(after)
    variables["sortKey"] = .optional(sortKey)
    if reverse { variables["reverse"] = .bool(true) }
    if !filters.isEmpty { variables["filters"] = .array(filters.map(\.input)) }
    return variables
}
