import Foundation
import StoreKitCore

/// `predictiveSearch` over the demo catalog, as Shopify's predictive search works: every word of
/// the query must begin a word of the searchable fields (the last may be half typed), products
/// not for sale come last (or are hidden), query suggestions complete the word being typed, and
/// `limit` (1…10, default 10) caps each type (`EACH`) or all of them together (`ALL`, the
/// default) (shopify.dev, Storefront API `predictiveSearch`).
struct PredictiveSearch: Sendable {
    var query: String
    var limit: Int
    var limitPerType: Bool
    /// `SearchableField` values; the default is Shopify's (title, product type, variant titles, vendor).
    var fields: Set<String>
    /// `PredictiveSearchType` values asked for (all when empty).
    var types: Set<String>
    /// `SearchUnavailableProductsType`: LAST (default), SHOW or HIDE.
    var unavailable: String

    static let defaultFields: Set<String> = ["TITLE", "PRODUCT_TYPE", "VARIANTS_TITLE", "VENDOR"]

    /// The query's words, lowercased.
    private var words: [String] { Self.words(query) }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    private func searchable(_ product: DemoCatalog.Product) -> [String] {
        var texts: [String] = []
        if fields.contains("TITLE") { texts.append(product.title) }
        if fields.contains("PRODUCT_TYPE") { texts.append(product.productType) }
        if fields.contains("VARIANTS_TITLE") { texts += product.searchedVariantTitles }
        if fields.contains("VENDOR") { texts.append(product.vendor) }
        if fields.contains("TAG") { texts += product.tags }
        if fields.contains("BODY") { texts.append(product.description) }
        if fields.contains("VARIANTS_SKU") { texts += product.variants.compactMap(\.sku) }
        return texts
    }

    private func matches(_ texts: [String]) -> Bool {
        let known = texts.flatMap(Self.words)
        return !words.isEmpty && words.allSatisfy { word in known.contains { $0.hasPrefix(word) } }
    }

    func products(_ catalog: DemoCatalog) -> [DemoCatalog.Product] {
        guard wants("PRODUCT") else { return [] }
        let found = catalog.products.filter { matches(searchable($0)) }
        switch unavailable {
        case "HIDE": return found.filter(\.availableForSale)
        case "SHOW": return found
        default: return found.filter(\.availableForSale) + found.filter { !$0.availableForSale }
        }
    }

    func collections(_ catalog: DemoCatalog) -> [DemoCatalog.Collection] {
        guard wants("COLLECTION") else { return [] }
        return catalog.collections.filter { matches([$0.title]) }
    }

    /// Searches that complete the word being typed, the most common completions first.
    func suggestions(_ catalog: DemoCatalog) -> [QuerySuggestionSource] {
        guard wants("QUERY"), let last = words.last else { return [] }
        var counts: [String: Int] = [:]
        for product in catalog.products where matches(searchable(product)) {
            for word in Set(searchable(product).flatMap(Self.words)) where word.hasPrefix(last) && word != last {
                counts[word, default: 0] += 1
            }
        }
        let typed = query.trimmingCharacters(in: .whitespaces)
        let kept = typed.lowercased().hasSuffix(last) ? String(typed.dropLast(last.count)) : typed + " "
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { word, _ in
            let head = kept.lowercased()
            return QuerySuggestionSource(text: head + word, styledText: "\(head)<mark>\(last)</mark>\(word.dropFirst(last.count))")
        }
    }

    private func wants(_ type: String) -> Bool { types.isEmpty || types.contains(type) }

    /// The answer: each type capped at `limit`, and with `ALL` the whole capped too, taking the
    /// types in turn (queries, products, collections) so that none is crowded out.
    func result(_ catalog: DemoCatalog) -> PredictiveResultSource {
        var queries = Array(suggestions(catalog).prefix(limit))
        var products = Array(products(catalog).prefix(limit))
        var collections = Array(collections(catalog).prefix(limit))
        if !limitPerType {
            var kept = (queries: 0, products: 0, collections: 0)
            var total = 0
            while total < limit {
                let before = total
                if kept.queries < queries.count, total < limit {
                    kept.queries += 1
                    total += 1
                }
                if kept.products < products.count, total < limit {
                    kept.products += 1
                    total += 1
                }
                if kept.collections < collections.count, total < limit {
                    kept.collections += 1
                    total += 1
                }
                if total == before { break }
            }
            queries = Array(queries.prefix(kept.queries))
            products = Array(products.prefix(kept.products))
            collections = Array(collections.prefix(kept.collections))
        }
        return PredictiveResultSource(products: products, collections: collections, queries: queries)
    }
}
