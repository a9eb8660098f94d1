import ShopTermApp
import StoreKitCore

extension StoreSession {
    /// One page of `operation(first, after)`, or every page with `--all` (following `endCursor`).
    /// GraphQL errors that come with data are reported on stderr.
    func pages<Operation: GraphQLOperation, Item: Sendable>(
        _ options: PageOptions, _ operation: (_ first: Int, _ after: String?) -> Operation,
        items: (Operation.Data) throws -> Page<Item>
    ) async throws -> Page<Item> {
        try await Pager(options: options).collect { first, after in
            let response = try await client.send(operation(first, after))
            reportErrors(response.errors)
            return try items(response.requireData())
        }
    }
}

/// Fetches one page, or every page with `--all` (following `endCursor`).
struct Pager {
    var options: PageOptions
    /// A safety net against a store whose cursors never end.
    static let maxPages = 10_000

    func collect<Item: Sendable>(_ fetch: (_ first: Int, _ after: String?) async throws -> Page<Item>) async throws -> Page<Item> {
        var page = try await fetch(options.first, options.after)
        guard options.all else { return page }
        var items = page.items
        var pages = 1
        while page.hasNextPage, let cursor = page.endCursor, pages < Self.maxPages {
            page = try await fetch(options.first, cursor)
            items += page.items
            pages += 1
        }
        return Page(items: items, hasNextPage: page.hasNextPage, endCursor: page.endCursor)
    }
}

/// A runtime error with a message for the person (exit status 1).
