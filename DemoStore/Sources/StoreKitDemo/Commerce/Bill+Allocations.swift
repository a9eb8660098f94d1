import Foundation
import StoreKitCore

extension Bill {
    /// What each applicable code takes off each of `lines`, in line order: an order discount is
    /// allocated across every line (`allocationMethod: ACROSS`, `targetSelection: ALL`), in
    /// proportion to what each line costs, rounded to the currency's minor unit, the
    /// rounding's remainder on the last line, so that a code's allocations add up to what it
    /// takes off the cart. (Shopify states each line's share, `discountAllocations(lineLevelOnly:
    /// false)`, since 2026-07; how it rounds the shares is not documented.)
    func orderAllocations(over lines: [PricedLine]) -> [[Code]] {
        var shares = Array(repeating: [Code](), count: lines.count)
        let totals = lines.map(\.total.amount)
        for code in codes where code.applicable && code.rule?.target == .order && code.amount > 0 && totals.reduce(0, +) > 0 {
            for (index, amount) in CommerceState.shares(of: code.amount, weights: totals, currency: market.currency).enumerated() {
                var part = code
                part.amount = amount
                shares[index].append(part)
            }
        }
        return shares
    }

    /// What the shipping codes take off the delivery group's shipping (`targetType:
    /// SHIPPING_LINE`), once a rate is chosen.
    var shippingAllocations: [Code] {
        codes.filter { $0.applicable && $0.rule?.target == .shipping && $0.amount > 0 }
    }
}
