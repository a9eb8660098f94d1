import Foundation
import ShopTermUI
import StoreKitCore

/// Readable text for catalog results (the non-`--json` output). All store text is sanitised.
public enum CatalogText {
    /// The shop: name, description, currency, country, policies.
    public static func shop(_ shop: Shop) -> String {
        var lines = [TerminalText.sanitized(shop.name)]
        if let description = shop.description, !description.isEmpty {
            lines += TerminalText.wrapped(description, to: 78)
        }
        lines.append("")
        // The shop's money format shown as it writes a price, not as its template.
        let example = MoneyFormat(shop.moneyFormat).example(in: shop.currencyCode).map { ", prices like \($0)" } ?? ""
        lines.append("Currency:         \(TerminalText.sanitized(shop.currencyCode))\(TerminalText.sanitized(example))")
        lines.append("Country:          \(TerminalText.sanitized(shop.countryCode))")
        lines.append("Web:              \(TerminalText.sanitized(shop.url))")
        for policy in shop.policies {
            lines.append(TerminalText.padded(TerminalText.sanitized(policy.title) + ":", to: 18) + TerminalText.sanitized(policy.url))
        }
        return lines.joined(separator: "\n")
    }

    /// A page of collections as a table.
    public static func collections(_ page: Page<CollectionSummary>) -> String {
        var table = Table([.init("HANDLE", maxWidth: 30), .init("TITLE", maxWidth: 30), .init("DESCRIPTION", maxWidth: 50)])
        for collection in page.items {
            table.append([collection.handle, collection.title, collection.description])
        }
        return table.render() + footer(page)
    }

    /// A page of products as a table: price (or range), the was-price when it belongs to that
    /// price (``ProductSummary/wasPrice``), sale or sold out.
    public static func products(_ page: Page<ProductSummary>, money: MoneyStyle) -> String {
        var table = Table([
            .init("HANDLE", maxWidth: 32), .init("TITLE", maxWidth: 36), .init("PRICE", maxWidth: 24, alignRight: true),
            .init("WAS", maxWidth: 14, alignRight: true), .init("STATUS", maxWidth: 10),
        ])
        for product in page.items {
            table.append([
                product.handle, product.title, priceRange(product, money: money),
                product.wasPrice?.formatted(money) ?? "",
                product.availableForSale ? (product.isOnSale ? "sale" : "") : "sold out",
            ])
        }
        return table.render() + footer(page)
    }

    /// One product: description, options, variants with prices and stock, images, tags.
    public static func product(_ product: Product, money: MoneyStyle) -> String {
        let summary = product.summary
        var lines = [TerminalText.sanitized(summary.title)]
        lines.append(
            [summary.vendor, summary.productType, summary.handle].map(TerminalText.sanitized).filter { !$0.isEmpty }.joined(separator: " · "))
        var price = priceRange(summary, money: money)
        if let was = product.wasPrice {
            price += "  (was \(was.formatted(money)))"
        } else if summary.isOnSale {
            price += "  (some variants on sale)"
        }
        if !summary.availableForSale { price += "  SOLD OUT" }
        lines.append(price)
        lines.append("")
        lines += TerminalText.wrapped(product.description, to: 78)
        if !product.options.isEmpty {
            lines.append("")
            for option in product.options {
                lines.append(TerminalText.sanitized(option.name) + ": " + option.values.map(TerminalText.sanitized).joined(separator: ", "))
            }
        }
        lines.append("")
        var table = Table([
            .init("VARIANT", maxWidth: 30), .init("PRICE", maxWidth: 16, alignRight: true), .init("WAS", maxWidth: 16, alignRight: true),
            .init("STOCK", maxWidth: 12), .init("SKU", maxWidth: 20), .init("ID", maxWidth: 60),
        ])
        for variant in product.variants {
            let was = variant.compareAtPrice.flatMap { $0.amount > variant.price.amount ? $0.formatted(money) : nil } ?? ""
            table.append([
                ProductVariant.shownTitle(variant.title) ?? "", variant.price.formatted(money), was,
                variant.stock.label, variant.sku ?? "", variant.id.rawValue,
            ])
        }
        lines.append(table.render())
        if product.hasMoreVariants { lines.append("(more variants than shown)") }
        lines += purchaseOptions(product, money: money)
        if !product.images.isEmpty {
            lines.append("")
            lines.append("Images:")
            lines += product.images.map { "  " + TerminalText.sanitized($0.url) }
        }
        if !product.tags.isEmpty {
            lines.append("Tags: " + product.tags.map(TerminalText.sanitized).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// The ways to buy it when it has selling plans: once (unless it is sold by subscription
    /// only) and each plan with its price (from the cheapest variant's) and what it takes off.
    static func purchaseOptions(_ product: Product, money: MoneyStyle) -> [String] {
        guard !product.sellingPlans.isEmpty || product.requiresSellingPlan else { return [] }
        let summary = product.summary
        let from = summary.maxPrice.amount > summary.minPrice.amount ? "from " : ""
        let money = { (amount: Money) in amount.formatted(money) }
        var table = Table([.init("PURCHASE OPTION", maxWidth: 40), .init("PRICE", maxWidth: 24, alignRight: true), .init("", maxWidth: 50)])
        if !product.requiresSellingPlan { table.append(["One-time purchase", from + money(summary.minPrice), ""]) }
        for plan in product.sellingPlans {
            table.append([plan.name, from + money(plan.firstPrice(of: summary.minPrice)), plan.adjustmentText(money: money)])
        }
        var groups: [String] = []
        for plan in product.sellingPlans where !groups.contains(plan.groupName) { groups.append(plan.groupName) }
        var lines = [
            "", "Subscriptions: " + (groups.isEmpty ? "none offered now" : groups.map(TerminalText.sanitized).joined(separator: ", ")),
            table.render(),
        ]
        lines.append(
            product.requiresSellingPlan
                ? "Sold by subscription only: shopterm cart add \(summary.handle) --plan \"NAME\""
                : "To subscribe: shopterm cart add \(summary.handle) --plan \"NAME\"")
        return lines
    }

    /// "$120.00", or "from $95.00" when the variants' prices differ.
    public static func priceRange(_ product: ProductSummary, money: MoneyStyle) -> String {
        let low = product.minPrice.formatted(money)
        return product.maxPrice.amount > product.minPrice.amount ? "from \(low)" : low
    }

    /// Where the next page starts, when there is one.
    static func footer<Item>(_ page: Page<Item>) -> String {
        guard page.hasNextPage, let cursor = page.endCursor else { return "" }
        return "\n(more: --after \(TerminalText.sanitized(cursor)), or --all)"
    }
}
