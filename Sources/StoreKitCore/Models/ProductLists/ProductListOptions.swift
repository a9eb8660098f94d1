/// How a shopper wants a list of products: its order and its filters.
public struct ProductListOptions: Sendable, Hashable, Codable {
    /// The order.
    public var sort: ProductSort
    /// The store's filters to apply.
    public var filters: [ProductFilter]

    /// A list in `sort` order with `filters`.
    public init(sort: ProductSort = .featured, filters: [ProductFilter] = []) {
        self.sort = sort
        self.filters = filters
    }

    /// With `filter` added, or taken off when it is on.
    public func toggling(_ filter: ProductFilter) -> ProductListOptions {
        var copy = self
        if let index = copy.filters.firstIndex(of: filter) {
            copy.filters.remove(at: index)
        } else {
            copy.filters.append(filter)
        }
        return copy
    }

    /// With the price filter replaced by `filter` (or removed, when nil).
    public func settingPrice(_ filter: ProductFilter?) -> ProductListOptions {
        var copy = self
        copy.filters.removeAll { $0.kind == "price" }
        if let filter { copy.filters.append(filter) }
        return copy
    }
}
