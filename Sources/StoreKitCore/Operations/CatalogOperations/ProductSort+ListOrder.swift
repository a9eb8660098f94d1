extension ProductSort {
    /// The key and direction for `collection.products`.
    public var collectionOrder: (key: CollectionProductsQuery.SortKey, reverse: Bool) {
        switch self {
        case .featured: return (.collectionDefault, false)
        case .bestSelling: return (.bestSelling, false)
        case .titleAscending: return (.title, false)
        case .titleDescending: return (.title, true)
        case .priceAscending: return (.price, false)
        case .priceDescending: return (.price, true)
        case .newest: return (.created, true)
        }
    }

    /// The key and direction for `search` (the best matches for an order a search cannot take).
    public var searchOrder: (key: SearchProductsQuery.SortKey, reverse: Bool) {
        switch self {
        case .priceAscending: return (.price, false)
        case .priceDescending: return (.price, true)
        default: return (.relevance, false)
        }
    }
}
