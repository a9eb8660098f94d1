/// `pageInfo { hasNextPage endCursor }`.
public struct PageInfo: Sendable, Hashable, Codable {
    /// True when the store has more after this page.
    public var hasNextPage: Bool
    /// The cursor to pass as `after` for the next page.
    public var endCursor: String?

    /// Page info as the store states it.
    public init(hasNextPage: Bool, endCursor: String?) {
        self.hasNextPage = hasNextPage
        self.endCursor = endCursor
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
