import Foundation
import ShopTermUI
import StoreKitCore

/// The search of every store as text: a table of products (price, seller, how many sell it,
/// availability), and one product's offers. Every text from the catalog is sanitised here.
public enum GlobalCatalogText {
    /// A page of results, with what the catalog said and how to get the next page.
    public static func results(_ page: GlobalSearchPage, money: MoneyStyle, more: Bool = true) -> String {
        var table = Table([
            .init("TITLE", maxWidth: 32), .init("PRICE", maxWidth: 26, alignRight: true), .init("SELLER", maxWidth: 24),
            .init("SHOP DOMAIN", maxWidth: 64), .init("SELLERS", maxWidth: 7, alignRight: true), .init("STATUS", maxWidth: 10),
        ])
        for product in page.products {
            // The domain whole: it is what --shop takes.
            let seller = product.sellers.first
            table.append([
                TerminalText.sanitized(product.title), price(product, money: money), seller.map { TerminalText.sanitized($0.name) } ?? "",
                seller?.domain.map(TerminalText.sanitized) ?? "", String(product.sellers.count), product.available ? "" : "sold out",
            ])
        }
        var text = page.products.isEmpty ? "" : table.render()
        for message in page.messages { text += (text.isEmpty ? "" : "\n") + messageText(message) }
        if more, let cursor = page.nextCursor { text += "\nMore: --after \(ShellWord.quoted(cursor)) (or --all)" }
        return text
    }

    /// One product and its offers, seller by seller.
    public static func product(_ product: GlobalProduct, money: MoneyStyle) -> String {
        var lines = [TerminalText.sanitized(product.title), price(product, money: money) + (product.available ? "" : "  SOLD OUT")]
        if let rating = product.rating {
            lines.append("Rated \(rating.value)/\(rating.scaleMax)" + (rating.count.map { " (\($0) reviews)" } ?? ""))
        }
        if let description = product.description, !description.isEmpty {
            lines.append("")
            lines += TerminalText.wrapped(description, to: 78)
        }
        lines.append("")
        let count = product.sellers.count
        lines.append("Offered by \(count) seller\(count == 1 ? "" : "s"); open one with: shopterm --shop DOMAIN")
        var table = Table([
            .init("SELLER", maxWidth: 40), .init("VARIANT", maxWidth: 30), .init("PRICE", maxWidth: 22, alignRight: true),
            .init("STATUS", maxWidth: 10),
        ])
        for offer in product.offers {
            table.append([
                offer.seller.map(sellerText) ?? "", offer.title == "Default Title" ? "" : TerminalText.sanitized(offer.title),
                offer.price?.formatted(money) ?? "price not given",
                offer.available == false ? "sold out" : "",
            ])
        }
        return lines.joined(separator: "\n") + "\n" + table.render()
    }

    /// "Name (domain)".
    static func sellerText(_ seller: GlobalSeller) -> String {
        let name = TerminalText.sanitized(seller.name)
        guard let domain = seller.domain else { return name }
        return "\(name) (\(TerminalText.sanitized(domain)))"
    }

    /// The product's price or range, in the currency the catalog gave (never converted here).
    static func price(_ product: GlobalProduct, money: MoneyStyle) -> String {
        switch (product.minPrice, product.maxPrice) {
        case (let low?, let high?) where low != high: "\(low.formatted(money)) – \(high.formatted(money))"
        case (let low?, _): low.formatted(money)
        case (nil, let high?): high.formatted(money)
        case (nil, nil): "price not given"
        }
    }

    /// A message of the catalog's, on one line.
    static func messageText(_ message: UCPMessage) -> String {
        let kind = message.type == "error" ? "error" : message.type == "warning" ? "warning" : "note"
        return "catalog \(kind): " + TerminalText.sanitized(message.content)
    }
}
