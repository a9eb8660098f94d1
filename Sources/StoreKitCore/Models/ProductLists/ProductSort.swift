/// How a shopper orders a list of products, the choices a Shopify theme offers ("Featured",
/// "Best selling", "Alphabetically, A-Z", "Price, low to high", "Date, new to old"), each
/// mapped to the sort key and direction a collection or a search takes.
public enum ProductSort: String, Sendable, Hashable, Codable, CaseIterable {
    /// The collection's own order; in a search, the best matches first.
    case featured
    case bestSelling
    case titleAscending
    case titleDescending
    case priceAscending
    case priceDescending
    case newest

    /// The orders a collection offers.
    public static let forCollections: [ProductSort] = allCases
    /// The orders a search offers (`SearchSortKeys` has only PRICE and RELEVANCE).
    public static let forSearch: [ProductSort] = [.featured, .priceAscending, .priceDescending]

    /// The name shown in a header: "Featured" (or "Relevance" for a search), "Price, low to high".
    public func title(inSearch: Bool) -> String {
        switch self {
        case .featured: return inSearch ? "Relevance" : "Featured"
        case .bestSelling: return "Best selling"
        case .titleAscending: return "Title, A–Z"
        case .titleDescending: return "Title, Z–A"
        case .priceAscending: return "Price, low to high"
        case .priceDescending: return "Price, high to low"
        case .newest: return "Newest"
        }
    }

    /// The next order of `choices` after this one (the first after the last).
    public func next(in choices: [ProductSort]) -> ProductSort {
        guard let index = choices.firstIndex(of: self) else { return choices.first ?? self }
        return choices[(index + 1) % choices.count]
    }
}
