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
        // Sold by subscription only: what its cheapest plan costs, never a one-time price it
        // cannot be bought at.
        var price = product.requiresSellingPlan ? subscriptionPrice(product, money: money) : priceRange(summary, money: money)
        if product.requiresSellingPlan {
            price += "  by subscription only"
        } else if let was = product.wasPrice {
            price += "  (was \(was.formatted(money)))"
        } else if product.hasVariantOnSale {
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
        // A variant's price is what a plan starts from when no one-time purchase is offered.
        var table = Table([
            .init("VARIANT", maxWidth: 30), .init(product.requiresSellingPlan ? "BEFORE PLAN" : "PRICE", maxWidth: 16, alignRight: true),
            .init("WAS", maxWidth: 16, alignRight: true),
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
        // What a bundle holds, where the store said (for its first variant for sale).
        for variant in product.variants {
            guard let items = variant.bundleItems else { continue }
            let named = ProductVariant.shownTitle(variant.title).map { " (\($0))" } ?? ""
            lines.append(TerminalText.sanitized("A bundle\(named) of " + items.map(\.label).joined(separator: ", ") + "."))
        }
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
            // A fixed price is the same for every variant: no "from" before it.
            let fixed = plan.priceAdjustments.first.map { if case .price = $0.adjustment { true } else { false } } ?? false
            table.append([plan.name, (fixed ? "" : from) + money(plan.firstPrice(of: summary.minPrice)), planNote(plan, product, money: money)])
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

    /// What a plan does to the price, beside the price it comes to: "10% off", "NOK 20.00 off";
    /// a fixed price (the PRICE column states it) says only how much less than the one-time
    /// price it is, when it is less ("at least" when the variants' prices differ) and a one-time
    /// purchase is offered at all, then for how many orders it holds.
    static func planNote(_ plan: SellingPlan, _ product: Product, money: (Money) -> String) -> String {
        guard let first = plan.priceAdjustments.first, case .price(let fixed) = first.adjustment else {
            return plan.adjustmentText(money: money)
        }
        let summary = product.summary
        var parts: [String] = []
        if !product.requiresSellingPlan, fixed.amount < summary.minPrice.amount {
            let saving = Money(amount: summary.minPrice.amount - fixed.amount, currencyCode: fixed.currencyCode)
            parts.append((summary.maxPrice.amount > summary.minPrice.amount ? "at least " : "") + money(saving) + " less than one-time")
        }
        if let count = first.orderCount {
            var orders = (parts.isEmpty ? "for " : "") + "the first \(count) order\(count == 1 ? "" : "s")"
            if plan.priceAdjustments.count > 1 { orders += ", then " + plan.priceAdjustments[1].adjustment.text(money: money) }
            parts.append(orders)
        }
        return parts.joined(separator: " ")
    }

    /// What a product sold by subscription only costs at the least: its cheapest plan's first
    /// price ("from" when plans or variants price it differently); its lowest price when it
    /// offers no plan now.
    static func subscriptionPrice(_ product: Product, money: MoneyStyle) -> String {
        let summary = product.summary
        let prices = product.sellingPlans.flatMap { [$0.firstPrice(of: summary.minPrice), $0.firstPrice(of: summary.maxPrice)] }
        guard let low = prices.min(by: { $0.amount < $1.amount }), let high = prices.max(by: { $0.amount < $1.amount }) else {
            return priceRange(summary, money: money)
        }
        return (high.amount > low.amount ? "from " : "") + low.formatted(money)
    }

    /// "$120.00", or "from $95.00" when the variants' prices differ.
    public static func priceRange(_ product: ProductSummary, money: MoneyStyle) -> String {
        product.priceText(money)
    }

    /// Where the next page starts, when there is one.
    static func footer<Item>(_ page: Page<Item>) -> String {
        guard page.hasNextPage, let cursor = page.endCursor else { return "" }
        return "\n(more: --after \(TerminalText.sanitized(cursor)), or --all)"
    }
}
