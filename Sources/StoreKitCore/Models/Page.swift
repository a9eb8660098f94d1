/// One page of a cursor-paginated connection: its items and where the next page starts.
///
/// Decodes from `{ nodes [...] pageInfo { hasNextPage endCursor } }`; encodes as
/// `{"items": [...], "pageInfo": {"hasNextPage": …, "endCursor": …}}`.
public struct Page<Item: Sendable>: Sendable {
    /// The page's items, in the store's order.
    public var items: [Item]
    /// True when the store has more after this page.
    public var hasNextPage: Bool
    /// The cursor to pass as `after` for the next page.
    public var endCursor: String?

    /// A page of `items`; `endCursor` continues it when `hasNextPage`.
    public init(items: [Item], hasNextPage: Bool, endCursor: String?) {
        self.items = items
        self.hasNextPage = hasNextPage
        self.endCursor = endCursor
    }
}

extension Page: Decodable where Item: Decodable {
    private enum GraphQLKeys: String, CodingKey { case nodes, pageInfo }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GraphQLKeys.self)
        items = try container.decode([Item].self, forKey: .nodes)
        let info = try container.decode(PageInfo.self, forKey: .pageInfo)
        hasNextPage = info.hasNextPage
        endCursor = info.endCursor
    }
}

extension Page: Encodable where Item: Encodable {
    private enum JSONKeys: String, CodingKey { case items, pageInfo }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(PageInfo(hasNextPage: hasNextPage, endCursor: endCursor), forKey: .pageInfo)
    }
}
