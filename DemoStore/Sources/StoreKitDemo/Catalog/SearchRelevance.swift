import Foundation

/// The order of `search` and `products(query:)` under `RELEVANCE` ("Sort by relevance to the
/// search terms", shopify.dev, Storefront API `SearchSortKeys`): a product whose title holds the
/// words searched for comes before one that only mentions them in its description.
///
/// Shopify does not publish its weights; what it documents is which fields it treats as a
/// product's own name: predictive search looks only at "title, product type, variant title, and
/// vendor" (help.shopify.com/en/manual/online-store/storefront-search/predictive-search,
/// "Determining relevant search results"), and the storefront search's typo tolerance applies to
/// those same four fields and not to tags or the description
/// (help.shopify.com/en/manual/online-store/storefront-search, "Typo tolerance"). So the demo
/// weighs the title highest, then those other three, then tags, then the description, and a
/// term that begins a word above one found inside a word. Products that score the same keep the
/// catalog's order.
enum SearchRelevance {
    /// Products in the order of their relevance to the bare terms of `query`.
    static func ranked(_ products: [DemoCatalog.Product], by query: SearchQuery) -> [DemoCatalog.Product] {
        let terms = query.rankedTerms
        guard !terms.isEmpty else { return products }
        return products.enumerated()
            .map { (score: score($0.element, terms), index: $0.offset, product: $0.element) }
            .sorted { ($1.score, $0.index) < ($0.score, $1.index) }
            .map(\.product)
    }

    /// The sum, over the terms, of the best place each is found in.
    static func score(_ product: DemoCatalog.Product, _ terms: [String]) -> Int {
        let places: [(weight: Int, texts: [String])] = [
            (4, [product.title]),
            (3, [product.productType, product.vendor] + product.searchedVariantTitles),
            (2, product.tags),
            (1, [product.description]),
        ]
        return terms.reduce(0) { total, term in
            let best = places.lazy.compactMap { place in
                place.texts.lazy.compactMap { found(term, in: $0) }.max().map { place.weight * 2 + $0 }
            }.max()
            return total + (best ?? 0)
        }
    }

    /// 1 where `term` begins a word of `text`, 0 where it is only inside one, nil where it is not there.
    private static func found(_ term: String, in text: String) -> Int? {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        guard text.range(of: term, options: options) != nil else { return nil }
        let words = text.split { !$0.isLetter && !$0.isNumber }
        return words.contains { $0.range(of: term, options: options.union(.anchored)) != nil } ? 1 : 0
    }
}

extension SearchQuery {
    /// The words of the bare terms a shopper looks for (not those negated).
    var rankedTerms: [String] {
        switch self {
        case .term(let term): return term.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        case .and(let lhs, let rhs), .or(let lhs, let rhs): return lhs.rankedTerms + rhs.rankedTerms
        case .field, .not, .all: return []
        }
    }
}
