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
    /// The query whose suggestions are waited for (its rest timer, then its request, are the
    /// screen's ``ScreenSlot/suggestions`` in ``InFlight``).
    public internal(set) var pendingQuery: String?

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
