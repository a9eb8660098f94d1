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

    /// The page at `after`, or all of them from there, as one page.
    public func collect<Item: Sendable>(_ fetch: (_ first: Int, _ after: String?) async throws -> Page<Item>) async throws -> Page<Item> {
        var page = try await fetch(first, after)
        guard all else { return page }
        var items = page.items
        var pages = 1
        while page.hasNextPage, let cursor = page.endCursor, pages < Self.maxPages {
            page = try await fetch(first, cursor)
            items += page.items
            pages += 1
        }
        return Page(items: items, hasNextPage: page.hasNextPage, endCursor: page.endCursor)
    }
}
