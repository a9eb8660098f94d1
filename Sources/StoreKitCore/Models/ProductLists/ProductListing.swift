/// One page of a collection's products or of a search's, with the filters the store offers for
/// the whole list (as filtered) and, for a search, how many products match in all.
public struct ProductListing: Sendable, Codable {
    /// The page of products.
    public var page: Page<ProductSummary>
    /// The filters the store offers for the list, with their counts.
    public var filters: [OfferedFilter]
    /// All the products that match (search answers it; a collection's list does not).
    public var totalCount: Int?

    /// A page of products with the store's filters and, when it says, how many match in all.
    public init(page: Page<ProductSummary>, filters: [OfferedFilter] = [], totalCount: Int? = nil) {
        self.page = page
        self.filters = filters
        self.totalCount = totalCount
    }
}
