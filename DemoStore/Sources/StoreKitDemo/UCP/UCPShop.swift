import Foundation

/// What a shop's UCP tools work on: its live catalog (stock as carts change it), its carts and
/// checkouts, and its customers. Its checkout pages are served at the call's origin
/// (``UCPCall/origin``), on the same server.
struct UCPShop: Sendable {
    let commerce: CommerceState
    let customers: CustomerDirectory

    /// The catalog as it stands now.
    var catalog: DemoCatalog { commerce.catalog }

    /// Products matching a free-text query, most relevant first. An agent's query is natural
    /// language ("blue running shoes"), where Shopify's catalogs search by meaning: the demo
    /// takes the products matching every word (the Storefront search syntax, so `vendor:Kestrel`
    /// works too), and when none does, those matching any word, ranked; but a query with a word
    /// of four letters or more that no product has is for something the shop does not sell
    /// ("zzz_no_such_product": nothing, as catalog/index.md's empty search).
    static func matching(_ query: String?, in products: [DemoCatalog.Product]) -> [DemoCatalog.Product] {
        guard let query else { return products }
        let parsed = SearchQuery.parse(query)
        let all = products.filter { parsed.matches($0.searchDocument) }
        if !all.isEmpty { return SearchRelevance.ranked(all, by: parsed) }
        let words = query.split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count >= 2 }
        guard words.count > 1 else { return [] }
        let unknown = words.filter { $0.count >= 4 }.contains { word in !products.contains { $0.searchDocument.fuzzy(word) } }
        guard !unknown else { return [] }
        let any = products.filter { product in words.contains { product.searchDocument.fuzzy($0) } }
        return SearchRelevance.ranked(any, by: SearchQuery.parse(words.joined(separator: " ")))
    }
}
