import Foundation
import StoreKitCore

/// The search prompt's examples, made of the store's own catalog (the products the storefront
/// has read: the launch's first pages, the collections and results on the screens): a word of
/// a title, a title's prefix, a product type and a price below which some products are.
enum SearchExamples {
    /// What the prompt shows under the query, in `width` cells: whole examples only, the
    /// last ones left out first.
    static func line(_ state: AppState, width: Int) -> String {
        let products = known(state)
        let words = products.flatMap { titleWords($0.title) }
        var examples: [String] = []
        if let word = words.first { examples.append(word) }
        if let other = words.first(where: { $0 != words.first && $0.count >= 4 }) { examples.append("title:\(other.prefix(4))*") }
        var fields: [String] = []
        if let type = products.lazy.map(\.productType).first(where: { quoted($0) != nil }), let value = quoted(type) {
            fields.append("product_type:\(value)")
        }
        if let bound = priceBound(products, shopCurrency: state.shop?.currencyCode) { fields.append("variants.price:<\(bound)") }
        if !fields.isEmpty { examples.append(fields.joined(separator: " AND ")) }
        guard !examples.isEmpty else { return "words, or fields: title:word*, product_type:…, vendor:…, variants.price:<…" }
        while examples.count > 1, TerminalText.width(of: "e.g. " + examples.joined(separator: ", ")) > width { examples.removeLast() }
        return "e.g. " + examples.joined(separator: ", ")
    }

    /// The products read so far, each once (the first few of each list: this is drawn with
    /// every frame): the launch's, in the collections' order, then those of the screens.
    static func known(_ state: AppState) -> [ProductSummary] {
        let launch = state.collections.items.prefix(20).compactMap { state.prefetchedProducts[$0.handle].map { Array($0.items.prefix(24)) } }
        let screens = state.stack.compactMap { screen in
            (screen.collection?.products.items ?? screen.search?.results.items).map { Array($0.prefix(24)) }
        }
        var seen = Set<String>()
        return (launch + screens).joined().filter { seen.insert($0.handle).inserted }
    }

    /// The words of `title` a search can take as they are: letters and digits only, three or
    /// more, lowercased; the commonest English joining words left out.
    static func titleWords(_ title: String) -> [String] {
        title.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
            .filter { $0.count >= 3 && !["the", "and", "for", "with", "from"].contains($0) }
    }

    /// `value` as a field's value: as it is when it is one word, quoted when it has spaces;
    /// nil when it has what the syntax would read otherwise (quotes, parentheses, colons).
    static func quoted(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: { "\"():\\*".contains($0) || $0.isNewline }) else { return nil }
        return trimmed.contains(" ") ? "\"\(trimmed)\"" : trimmed
    }

    /// A round price (1, 2 or 5 times a power of ten) above the middle product's lowest price,
    /// so that about half the products are below it; only for prices in the shop's own
    /// currency (a market's converted prices are not what the search compares).
    static func priceBound(_ products: [ProductSummary], shopCurrency: String?) -> String? {
        let prices = products.map(\.minPrice).filter { $0.currencyCode == shopCurrency }.map(\.amount).sorted()
        guard !prices.isEmpty else { return nil }
        let middle = prices[prices.count / 2]
        var scale = Decimal(1)
        while true {
            for step in [Decimal(1), 2, 5] where step * scale > middle { return "\(step * scale)" }
            scale *= 10
        }
    }
}
