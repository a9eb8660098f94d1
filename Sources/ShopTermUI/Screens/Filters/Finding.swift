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
