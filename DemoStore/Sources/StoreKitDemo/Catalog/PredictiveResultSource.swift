import Foundation
import StoreKitCore

/// A `PredictiveSearchResult` (the demo has no articles or pages).
struct PredictiveResultSource: Sendable {
    var products: [DemoCatalog.Product]
    var collections: [DemoCatalog.Collection]
    var queries: [QuerySuggestionSource]
}
