import Foundation

/// The filters that narrow a product to the variants that pass (UCP `search_filters.json`:
/// `categories` OR'ed, `price` {min, max} in minor units; lookup.md, "Filters": a product whose
/// variants all fall outside is left out), and `available` (Shopify's catalog extensions: true
/// keeps only sale-ready variants).
struct UCPProductFilter {
    var minPrice: Int?
    var maxPrice: Int?
    var categories: Set<String> = []
    var availableOnly = false

    /// The filter of a request; `availableByDefault` is the global catalog's default (true).
    static func from(_ input: UCPCatalogInput, availableByDefault: Bool) -> Result<UCPProductFilter, UCPError> {
        let filters: [String: UCPJSON]
        switch input.filters() {
        case .success(let value): filters = value
        case .failure(let error): return .failure(error)
        }
        var filter = UCPProductFilter(availableOnly: availableByDefault)
        switch input.priceFilter() {
        case .success(let bounds): (filter.minPrice, filter.maxPrice) = bounds
        case .failure(let error): return .failure(error)
        }
        if let categories = filters["categories"] {
            guard let values = categories.array?.compactMap(\.string), values.count == categories.array?.count else {
                return .failure(.invalidInput("catalog.filters.categories must be an array of strings"))
            }
            filter.categories = Set(values.map { $0.lowercased() })
        }
        if let available = filters["available"] {
            guard let flag = available.bool else { return .failure(.invalidInput("catalog.filters.available must be a Boolean")) }
            filter.availableOnly = flag
        }
        return .success(filter)
    }

    /// The variants of `product` that pass (empty: the product is left out). Prices are compared
    /// in the minor units of the currency they are in.
    func variants(of product: DemoCatalog.Product) -> [DemoCatalog.Variant] {
        if !categories.isEmpty, !categories.contains(product.productType.lowercased()) { return [] }
        return product.variants.filter { variant in
            if availableOnly && !variant.availableForSale { return false }
            let amount = UCPProductEncoder.minorUnits(variant.price.amount, currency: variant.price.currencyCode)
            if let minPrice, amount < minPrice { return false }
            if let maxPrice, amount > maxPrice { return false }
            return true
        }
    }
}
