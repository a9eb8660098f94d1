import Foundation
import StoreKitCore

/// A bundle's line split into its parts (`ComponentizableCartLine.lineComponents`): one line per
/// part, its quantity the part's times the bundle line's, its cost the bundle line's cost
/// allocated to the parts.
///
/// The allocation is Shopify's "weight price algorithm" of Cart Transform bundles (changelog of
/// 2023-10-13): each part weighs its own unit price times its quantity, and the bundle line's
/// total is shared in proportion to the weights, to the currency's minor unit, the rounding's
/// remainder on the last part, so that the parts add up exactly to the bundle line.
extension CommerceState {
    /// The parts of `bundle` (a line of a bundle's variant) in `cart`, each priced in the cart's
    /// market, with its share of the bundle line's total (none for a line that is not a bundle).
    func componentLines(of bundle: PricedLine, in cart: Cart) -> [PricedLine] {
        let parts = bundle.merchandise.product.components.compactMap { component in
            merchandise(component.variantID, for: cart).map { (component: component, merchandise: $0) }
        }
        guard !parts.isEmpty else { return [] }
        let currency = bundle.unitPrice.currencyCode
        var weights = parts.map { $0.merchandise.variant.price.amount * Decimal($0.component.quantity) }
        // Free parts only: shared by quantity.
        if weights.allSatisfy({ $0 == 0 }) { weights = parts.map { Decimal($0.component.quantity) } }
        let shares = Self.shares(of: bundle.total.amount, weights: weights, currency: currency)
        return parts.enumerated().map { index, part in
            let quantity = part.component.quantity * bundle.line.quantity
            // Its ID derives from the bundle line's: the same on every read.
            let line = Line(id: "\(bundle.line.id)-\(index + 1)", variantID: part.component.variantID, quantity: quantity)
            let total = DemoMoney(amount: shares[index], currencyCode: currency)
            let perQuantity = DemoMoney(amount: (shares[index] / Decimal(quantity)).rounded(in: currency), currencyCode: currency)
            return PricedLine(line: line, merchandise: part.merchandise, plan: nil, unitPrice: perQuantity, allocatedTotal: total)
        }
    }

    /// `amount` shared in proportion to `weights`, each share rounded to `currency`'s minor
    /// unit, the rounding's remainder on the last, so that the shares add up to `amount`.
    static func shares(of amount: Decimal, weights: [Decimal], currency: String) -> [Decimal] {
        let whole = weights.reduce(0, +)
        guard whole > 0 else { return weights.map { _ in 0 } }
        var left = amount
        return weights.indices.map { index in
            let share = index == weights.count - 1 ? left : min(left, (amount * weights[index] / whole).rounded(in: currency))
            left -= share
            return share
        }
    }
}
