import Foundation
import StoreKitCore

/// The search of every Shopify store (the global catalog): the query being typed, its results
/// (a product with offers from one or more sellers each), then one product's offers.
public struct EverywhereScreen: Equatable, Sendable {
    public var query = ""
    /// True while typing the query; false while moving in the results or the offers.
    public var editing = true
    /// The query the results are for.
    public var searched: String?
    public var results = ListState<GlobalProduct>()
    /// The product whose offers are shown (⏎ on a result), read whole from the catalog; nil:
    /// the results are shown.
    public var opened: GlobalProduct?
    public var offers = ListState<GlobalOffer>()

    public init() {
        results.hasNextPage = false
        offers.hasNextPage = false
    }

    /// What the screen's list is now.
    var showsOffers: Bool { opened != nil }
}
