import Foundation

/// The global catalog extension's filters (shopify.dev, docs/agents/catalog/
/// global-catalog-extension, "Filters"): `available` (default true), `condition` (["new",
/// "secondhand"], OR), `ships_to` {country}, `ships_from` {country} (an array of them in later
/// versions: both taken), with the base `price` and `categories` (``UCPProductFilter``). A
/// price filter is in `context.currency`'s minor units: a variant in another currency fails it
/// (the demo converts no currency across shops), and without a currency the bounds mean nothing
/// across sellers' currencies: they are ignored, and the answer says so (catalog/index.md,
/// "Context": price filter values are denominated in `context.currency`).
struct UCPGlobalFilter {
    var base: UCPProductFilter
    var conditions: Set<String>?
    var shipsTo: String?
    var shipsFrom: Set<String>?
    var currency: String?
    /// The price bounds came without `context.currency` and were ignored.
    var priceIgnored = false

    static func from(_ input: UCPCatalogInput) -> Result<UCPGlobalFilter, UCPError> {
        let base: UCPProductFilter
        switch UCPProductFilter.from(input, availableByDefault: true) {
        case .success(let parsed): base = parsed
        case .failure(let error): return .failure(error)
        }
        var filter = UCPGlobalFilter(base: base, currency: input.currency)
        if input.currency == nil, base.minPrice != nil || base.maxPrice != nil {
            filter.base.minPrice = nil
            filter.base.maxPrice = nil
            filter.priceIgnored = true
        }
        let filters = input.catalog["filters"]?.object ?? [:]
        if let condition = filters["condition"] {
            guard let values = condition.array?.compactMap(\.string), values.count == condition.array?.count else {
                return .failure(.invalidInput("catalog.filters.condition must be an array of strings"))
            }
            filter.conditions = Set(values.map { $0.lowercased() })
        }
        if let shipsTo = filters["ships_to"] {
            guard let country = country(shipsTo["country"]) else {
                return .failure(.invalidInput("catalog.filters.ships_to.country must be an ISO 3166-1 alpha-2 code"))
            }
            filter.shipsTo = country
        }
        if let shipsFrom = filters["ships_from"] {
            let entries = shipsFrom.array ?? [shipsFrom]
            let countries = entries.compactMap { country($0["country"]) }
            guard !entries.isEmpty, countries.count == entries.count else {
                return .failure(.invalidInput("catalog.filters.ships_from needs a country (ISO 3166-1 alpha-2)"))
            }
            filter.shipsFrom = Set(countries)
        }
        return .success(filter)
    }

    private static func country(_ value: UCPJSON?) -> String? {
        guard let text = value?.string?.uppercased(), text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return text
    }

    /// True when the seller passes the shop-level filters.
    func admits(_ catalog: DemoCatalog) -> Bool {
        // Every demo product is new: "new" (or no condition filter) admits all, "secondhand" none.
        if let conditions, !conditions.contains("new") { return false }
        if let shipsTo, !UCPSeller.ships(catalog, to: shipsTo) { return false }
        if let shipsFrom, !shipsFrom.contains(catalog.shop.countryCode) { return false }
        return true
    }

    /// The variants of a seller's product that pass.
    func variants(of product: DemoCatalog.Product) -> [DemoCatalog.Variant] {
        base.variants(of: product).filter { variant in
            guard let currency, base.minPrice != nil || base.maxPrice != nil else { return true }
            return variant.price.currencyCode == currency
        }
    }
}
