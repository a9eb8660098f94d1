import StoreKitCore

/// Predictive search while the query is typed: what the store suggests for it (searches that
/// complete it, products, collections), asked once typing rests for ``TypeAhead/restDelay``
/// seconds; an answer for anything but the latest query is dropped.
public struct TypeAhead: Equatable, Sendable {
    /// How long typing rests before the store is asked (a request per key would be wasted).
    public static let restDelay = 0.15
    /// The most of each kind asked for: they share the rows under the query.
    public static let limit = 4

    /// One suggestion to pick.
    public enum Item: Equatable, Sendable {
        case query(String)
        case product(ProductSummary)
        case collection(CollectionSummary)
    }

    /// The suggestions on screen.
    public private(set) var items: [Item] = []
    /// The highlighted suggestion; nil while the query has the focus.
    public internal(set) var selected: Int?
    /// The wait (a timer, then the request) for ``Pending/query``.
    public internal(set) var pending: Pending?

    /// The query being waited for: the rest timer runs, or its request is under way.
    public struct Pending: Equatable, Sendable {
        public var query: String
        public var id: RequestID
        public var asking: Bool
    }

    public init() {}

    /// The highlighted suggestion, if any.
    public var current: Item? { selected.flatMap { items.indices.contains($0) ? items[$0] : nil } }

    /// Shows what the store suggested: searches first, then products, then collections.
    mutating func show(_ suggestions: Suggestions) {
        items = suggestions.queries.map(Item.query) + suggestions.products.map(Item.product) + suggestions.collections.map(Item.collection)
        selected = nil
    }

    /// Nothing suggested (the query was emptied, run, or the store could not say).
    mutating func clear() {
        items = []
        selected = nil
    }
}
