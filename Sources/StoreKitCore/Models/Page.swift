/// One page of a cursor-paginated connection: its items and where the next page starts.
///
/// Decodes from `{ nodes [...] pageInfo { hasNextPage endCursor } }`; encodes as
/// `{"items": [...], "pageInfo": {"hasNextPage": …, "endCursor": …}}`.
public struct Page<Item: Sendable>: Sendable {
    public var items: [Item]
    public var hasNextPage: Bool
    /// The cursor to pass as `after` for the next page.
    public var endCursor: String?

    public init(items: [Item], hasNextPage: Bool, endCursor: String?) {
        self.items = items
        self.hasNextPage = hasNextPage
        self.endCursor = endCursor
    }
}

/// `pageInfo { hasNextPage endCursor }`.
public struct PageInfo: Sendable, Hashable, Codable {
    public var hasNextPage: Bool
    public var endCursor: String?

    public init(hasNextPage: Bool, endCursor: String?) {
        self.hasNextPage = hasNextPage
        self.endCursor = endCursor
    }
}

extension Page: Decodable where Item: Decodable {
    private enum GraphQLKeys: String, CodingKey { case nodes, pageInfo }

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

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(PageInfo(hasNextPage: hasNextPage, endCursor: endCursor), forKey: .pageInfo)
    }
}

extension PageInfo {
    /// What a connection's page asks of `pageInfo`.
    public static let fragment = GraphQLFragment(
        "PageInfoFields",
        """
        fragment PageInfoFields on PageInfo { hasNextPage endCursor }
        """)
}
