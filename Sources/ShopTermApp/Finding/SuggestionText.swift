import ShopTermUI
import StoreKitCore

/// `shopterm suggest` as text: the searches, products and collections a store suggests.
public enum SuggestionText {
    public static func text(_ suggestions: Suggestions, money: MoneyStyle) -> String {
        guard !suggestions.isEmpty else { return "The store suggests nothing for this." }
        var parts: [String] = []
        if !suggestions.queries.isEmpty {
            parts.append("Searches: " + suggestions.queries.map(TerminalText.sanitized).joined(separator: ", "))
        }
        if !suggestions.products.isEmpty {
            parts.append("Products:\n" + CatalogText.products(Page(items: suggestions.products, hasNextPage: false, endCursor: nil), money: money))
        }
        if !suggestions.collections.isEmpty {
            parts.append("Collections:\n" + CatalogText.collections(Page(items: suggestions.collections, hasNextPage: false, endCursor: nil)))
        }
        return parts.joined(separator: "\n\n")
    }
}
