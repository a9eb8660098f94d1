import Foundation

/// What changed about a cart line since it was added.
public enum LineChange: Sendable, Equatable, CustomStringConvertible {
    case priceChanged(from: Money, to: Money)
    case soldOut
    /// The variant is no longer in the store.
    case removed
    /// The variant is no longer sold on the line's selling plan (named).
    case planEnded(String)
    /// The line's variant ID now belongs to another product (a store that changed its catalog):
    /// what was added, and what the store would sell under it now.
    case productChanged(from: String, to: String)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .priceChanged(let old, let new): return "price changed from \(old.plainAmount) to \(new.plainAmount) \(new.currencyCode)"
        case .soldOut: return "sold out"
        case .removed: return "no longer sold by the store"
        case .planEnded(let plan): return "no longer sold on \"\(plan)\""
        case .productChanged(let old, let new): return "is now \"\(new)\" at the store, not \"\(old)\": remove it and add what you want"
        }
    }

    /// True when the line cannot be bought as it is.
    public var blocksCheckout: Bool {
        switch self {
        case .priceChanged: return false
        case .soldOut, .removed, .planEnded, .productChanged: return true
        }
    }
}

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
                    if case .variant(let variant, let handle, let title)? = node { return (id, (variant, handle, title)) }
                    return (id, nil)
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
            // (a change of country), not a change of price.
            if price != line.price, price.currencyCode == line.price.currencyCode {
                changes.append((index + 1, .priceChanged(from: line.price, to: price)))
            }
            updated.lines[index].price = price
            updated.lines[index].variantTitle = entry.variant.title
            updated.lines[index].productTitle = entry.title
            updated.lines[index].productHandle = entry.handle
        }
        return (updated, changes)
    }
}
