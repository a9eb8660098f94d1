import Foundation
import StoreKitCore

/// What a list of products (a collection's, a search's) is sorted and filtered by, what the
/// store offers to filter it by, and the filter panel while it is open.
public struct Finding: Equatable, Sendable {
    public var options = ProductListOptions()
    /// The store's filters for the list as filtered, each value with its count (nil until an
    /// answer brought them: a first page read ahead with the launch screen has none).
    public var offered: [OfferedFilter]?
    /// How many products match in all, when the store says (a search).
    public var totalCount: Int?
    /// The filter panel, while it is open.
    public var panel: FilterPanel?

    public init(sort: ProductSort = .featured) {
        options.sort = sort
    }

    /// The orders this list can take.
    public static func sorts(inSearch: Bool) -> [ProductSort] { inSearch ? ProductSort.forSearch : ProductSort.forCollections }
}

/// The filter panel: a row per value of each filter the store offers, and the price range.
public struct FilterPanel: Equatable, Sendable {
    /// The selected row (an index into ``FilterRow/rows(_:options:)``'s selectable rows).
    public var selection = 0
    /// The price range being typed ("20-100"), while the prompt is open.
    public var priceEntry: String?

    public init() {}
}

/// One row of the filter panel.
public enum FilterRow: Equatable, Sendable {
    /// A filter's name ("Vendor").
    case heading(String)
    /// A value, on or off, with its count.
    case value(OfferedFilter.Value, isOn: Bool)
    /// The price range: the one set, and the highest price the store offers.
    case price(set: ProductFilter?, highest: Decimal?)

    public var isSelectable: Bool { if case .heading = self { return false } else { return true } }

    /// The rows for `offered` with `options` applied; values the store counts none of are kept
    /// (greyed) only while they are on.
    public static func rows(_ offered: [OfferedFilter], options: ProductListOptions) -> [FilterRow] {
        var rows: [FilterRow] = []
        for filter in offered {
            if filter.isPriceRange {
                rows.append(.heading(filter.label))
                let set = options.filters.first { $0.kind == "price" }
                rows.append(.price(set: set, highest: filter.values.first?.filter.priceRange?.max))
                continue
            }
            let values = filter.values.filter { $0.count > 0 || options.filters.contains($0.filter) }
            guard !values.isEmpty else { continue }
            rows.append(.heading(filter.label))
            rows += values.map { .value($0, isOn: options.filters.contains($0.filter)) }
        }
        return rows
    }
}

extension ProductListing: Equatable {
    public static func == (lhs: ProductListing, rhs: ProductListing) -> Bool {
        lhs.page == rhs.page && lhs.filters == rhs.filters && lhs.totalCount == rhs.totalCount
    }
}

extension Finding {
    /// Takes what a page's answer says of the whole list: the store's filters and the count.
    mutating func received(_ listing: ProductListing) {
        offered = listing.filters
        totalCount = listing.totalCount
        if var panel {
            let count = FilterRow.rows(listing.filters, options: options).filter(\.isSelectable).count
            panel.selection = min(panel.selection, max(0, count - 1))
            self.panel = panel
        }
    }
}
