import StoreKitCore

/// A cursor-paginated list on screen: the items loaded so far, the selection and the scroll
/// position (the request loading its next page is its screen's, in ``InFlight``).
public struct ListState<Item: Equatable & Sendable>: Equatable, Sendable {
    public var items = PagedItems<Item>()
    public var hasNextPage = true
    public var endCursor: String?
    public var selected = 0
    /// The first visible row.
    public var offset = 0
    public var error: String?
    /// Set by `G` while pages remain: each page that arrives moves the selection to the new end,
    /// until the real end is reached (or the selection moves elsewhere).
    public var seekingEnd = false
    private var endRows = 1

    public init() {}

    public var current: Item? { items.indices.contains(selected) ? items[selected] : nil }

    /// True when the next page should be asked for now: the selection is within `prefetch`
    /// rows of the end, and there is more (the caller knows whether a page is already coming).
    public func wantsMore(prefetch: Int) -> Bool {
        error == nil && hasNextPage && selected >= items.count - prefetch
    }

    /// Moves the selection by `delta`, keeping it visible in `rows` rows.
    public mutating func move(by delta: Int, rows: Int) {
        seekingEnd = false
        guard !items.isEmpty else { return }
        select(min(max(0, selected + delta), items.count - 1), rows: rows)
    }

    /// Selects `index`, scrolling so that it is visible in `rows` rows.
    public mutating func select(_ index: Int, rows: Int) {
        selected = min(max(0, index), max(0, items.count - 1))
        let rows = max(1, rows)
        if selected < offset { offset = selected }
        if selected >= offset + rows { offset = selected - rows + 1 }
        offset = max(0, min(offset, max(0, items.count - rows)))
    }

    /// Moves to the last item, and keeps going as the remaining pages arrive.
    public mutating func moveToEnd(rows: Int) {
        select(items.count - 1, rows: rows)
        endRows = rows
        seekingEnd = hasNextPage
    }

    /// Appends a loaded page.
    public mutating func append(_ page: Page<Item>) {
        items.append(contentsOf: page.items)
        hasNextPage = page.hasNextPage && page.endCursor != nil
        endCursor = page.endCursor
        error = nil
        if seekingEnd { moveToEnd(rows: endRows) }
    }

    /// "12/84", with "+" while more pages exist ("0/0" when empty).
    public var position: String {
        "\(items.isEmpty ? 0 : selected + 1)/\(items.count)\(hasNextPage ? "+" : "")"
    }
}

extension Page: Equatable where Item: Equatable {
    public static func == (lhs: Page<Item>, rhs: Page<Item>) -> Bool {
        lhs.items == rhs.items && lhs.hasNextPage == rhs.hasNextPage && lhs.endCursor == rhs.endCursor
    }
}
