import Foundation
import StoreKitCore

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
