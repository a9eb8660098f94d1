/// The items of a paginated list, kept page by page: appending a page copies the small list
/// of pages, never the items already there. (A state value that is changed while an older copy
/// is alive would otherwise copy every item of a 10,000-product list on each page.)
public struct PagedItems<Element: Sendable>: RandomAccessCollection, Sendable {
    private var pages: [[Element]] = []
    /// The index of each page's first item.
    private var starts: [Int] = []
    public private(set) var count = 0

    public init() {}

    public init(_ items: [Element]) {
        append(contentsOf: items)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        // The last page whose start is not after `position`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return pages[low][position - starts[low]]
    }

    /// Adds a page of items at the end.
    public mutating func append(contentsOf items: [Element]) {
        guard !items.isEmpty else { return }
        pages.append(items)
        starts.append(count)
        count += items.count
    }
}

extension PagedItems: Equatable where Element: Equatable {
    public static func == (lhs: PagedItems, rhs: PagedItems) -> Bool {
        lhs.count == rhs.count && (lhs.pages == rhs.pages || lhs.elementsEqual(rhs))
    }
}
