import StoreKitCore

/// Fetches one page of a connection, or every page (following `endCursor`) when `all`.
public struct Pager: Sendable {
    public var first: Int
    public var after: String?
    public var all: Bool
    /// A safety net against a store whose cursors never end.
    public static let maxPages = 10_000

    public init(first: Int, after: String?, all: Bool) {
        self.first = first
        self.after = after
        self.all = all
    }

    /// The page at `after`, or all of them from there, as one page. No request asks for more
    /// than `largestRequest` items (an operation's ``GraphQLOperation/largestPage``): a longer
    /// page is read in several.
    public func collect<Item: Sendable>(
        largestRequest: Int = .max,
        _ fetch: (_ first: Int, _ after: String?) async throws -> Page<Item>
    ) async throws -> Page<Item> {
        let perRequest = max(1, min(first, largestRequest))
        var items: [Item] = []
        var cursor = after
        var requests = 0
        while true {
            let page = try await fetch(all ? perRequest : min(perRequest, first - items.count), cursor)
            items += page.items
            requests += 1
            guard all || items.count < first, page.hasNextPage, let next = page.endCursor, !page.items.isEmpty,
                requests < Self.maxPages
            else {
                return Page(items: items, hasNextPage: page.hasNextPage, endCursor: page.endCursor)
            }
            cursor = next
        }
    }
}
