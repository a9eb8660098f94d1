import StoreKitCore
import Testing

@testable import ShopTermApp

/// `--first`, `--after` and `--all` over a connection, never asking one request for more than
/// an operation's largest page.
@Suite struct PagerTests {
    /// A connection of `total` numbered items; records each request's size.
    final class Connection: @unchecked Sendable {
        let total: Int
        var requests: [Int] = []
        init(total: Int) { self.total = total }

        func fetch(_ first: Int, _ after: String?) -> Page<Int> {
            requests.append(first)
            let start = after.flatMap(Int.init) ?? 0
            let items = Array(start..<min(total, start + first))
            let end = start + items.count
            return Page(items: items, hasNextPage: end < total, endCursor: items.isEmpty ? nil : String(end))
        }
    }

    @Test func aPageLongerThanOneRequestIsReadInSeveral() async throws {
        let connection = Connection(total: 1_000)
        let page = try await Pager(first: 250, after: nil, all: false).collect(largestRequest: 100) { connection.fetch($0, $1) }
        #expect(page.items == Array(0..<250))
        #expect(connection.requests == [100, 100, 50])
        #expect(page.hasNextPage && page.endCursor == "250")
    }

    @Test func aShortConnectionEndsTheLongPage() async throws {
        let connection = Connection(total: 130)
        let page = try await Pager(first: 250, after: "20", all: false).collect(largestRequest: 100) { connection.fetch($0, $1) }
        #expect(page.items == Array(20..<130))
        #expect(connection.requests == [100, 100])
        #expect(!page.hasNextPage)
    }

    @Test func allReadsEveryPageInRequestsOfTheSmallerSize() async throws {
        let connection = Connection(total: 305)
        let page = try await Pager(first: 250, after: nil, all: true).collect(largestRequest: 100) { connection.fetch($0, $1) }
        #expect(page.items == Array(0..<305))
        #expect(connection.requests == [100, 100, 100, 100])
        let small = Connection(total: 7)
        _ = try await Pager(first: 3, after: nil, all: true).collect(largestRequest: 100) { small.fetch($0, $1) }
        #expect(small.requests == [3, 3, 3])
    }
}
