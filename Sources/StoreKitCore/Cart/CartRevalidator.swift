import Foundation

/// Re-reads a cart's variants from the store and reports what changed, keeping every line
/// (snapshots are refreshed: titles, prices, in the currency of the market shopped in).
public struct CartRevalidator: Sendable {
    /// The client that reads the variants.
    public let client: StorefrontClient
    /// Requests in flight at once.
    public var concurrency = 4

    /// A revalidator asking through `client`.
    public init(client: StorefrontClient) {
        self.client = client
    }

    /// The cart with fresh snapshots, and the changes by line number (1-based).
    public func revalidate(_ cart: LocalCart) async throws -> (cart: LocalCart, changes: [(line: Int, change: LineChange)]) {
        let ids = Array(Set(cart.lines.map(\.variantID.rawValue))).sorted()
        var found: [String: (variant: ProductVariant, handle: String, title: String)?] = [:]
        try await withThrowingTaskGroup(of: (String, (ProductVariant, String, String)?).self) { group in
            var next = ids.makeIterator()
            func launch() {
                guard let id = next.next() else { return }
                group.addTask {
                    let node = try await client.fetch(NodeQuery(id: id), cachePolicy: .networkOnly).node
                    guard case .variant(var variant, let handle, let title)? = node else { return (id, nil) }
                    // How many the store has, when it says (only a token may read the count).
                    if variant.availableForSale, !variant.currentlyNotInStock { variant.quantityAvailable = await client.stockCount(of: variant.id) }
                    return (id, (variant, handle, title))
                }
            }
            for _ in 0..<concurrency { launch() }
            while let (id, result) = try await group.next() {
                found[id] = result.map { (variant: $0.0, handle: $0.1, title: $0.2) }
                launch()
            }
        }
        var updated = cart
        var changes: [(line: Int, change: LineChange)] = []
        for (index, line) in cart.lines.enumerated() {
            guard let entry = found[line.variantID.rawValue] ?? nil else {
                changes.append((index + 1, .removed))
                continue
            }
            // The same ID for another product: the store is not the one the line was added in.
            if !line.productHandle.isEmpty, entry.handle != line.productHandle {
                changes.append((index + 1, .productChanged(from: line.productTitle, to: entry.title)))
                continue
            }
            if !entry.variant.availableForSale { changes.append((index + 1, .soldOut)) }
            var price = entry.variant.price
            if let plan = line.plan {
                if let planPrice = entry.variant.planPrices[plan.id] {
                    price = planPrice
                } else {
                    changes.append((index + 1, .planEnded(plan.name)))
                    price = line.price
                }
            }
            // A price in another currency is the same line priced in the market shopped in now
            // (a change of country), said as such, not as a change of price.
            if price.currencyCode != line.price.currencyCode {
                changes.append((index + 1, .currencyChanged(from: line.price, to: price)))
            } else if price != line.price {
                changes.append((index + 1, .priceChanged(from: line.price, to: price)))
            }
            // What the store has, when it says (a count; 0 when sold out, kept so that the cart
            // marks the line and leaves it out of its subtotal); else what the cart last learned
            // of it (a store cart that took fewer), not a sold out the store no longer says.
            let available = entry.variant.stock.limit ?? line.quantityAvailable.flatMap { $0 > 0 ? $0 : nil }
            // Stock is the variant's, whatever the plans of its lines.
            let inCart = cart.quantity(ofVariant: line.variantID)
            if let available, available > 0, inCart > available {
                let lines = cart.lines.indices.filter { cart.lines[$0].variantID == line.variantID }.map { $0 + 1 }
                changes.append((index + 1, .notEnoughStock(available: available, inCart: inCart, lines: lines)))
            }
            updated.lines[index].quantityAvailable = available
            updated.lines[index].price = price
            updated.lines[index].variantTitle = entry.variant.title
            updated.lines[index].productTitle = entry.title
            updated.lines[index].productHandle = entry.handle
        }
        return (updated, changes)
    }
}
