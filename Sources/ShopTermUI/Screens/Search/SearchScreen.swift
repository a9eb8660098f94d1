import Foundation
import StoreKitCore

/// Product search.
public struct SearchScreen: Equatable, Sendable {
    public var query = ""
    /// True while typing the query; false while moving in the results.
    public var editing = true
    /// The query the results are for.
    public var searched: String?
    public var results = ListState<ProductSummary>()
    /// The results' order, filters and filter panel.
    public var finding = Finding()
    /// What the store suggests for the query as it is typed.
    public var typeAhead = TypeAhead()

    public init() {
        results.hasNextPage = false
    }
}
