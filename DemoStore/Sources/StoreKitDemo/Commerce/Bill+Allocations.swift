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
        let whole = totals.reduce(0, +)
        for code in codes where code.applicable && code.rule?.target == .order && code.amount > 0 && whole > 0 {
            var left = code.amount
            for index in lines.indices {
                let share =
                    index == lines.count - 1 ? left : min(left, (code.amount * totals[index] / whole).rounded(in: market.currency))
                left -= share
                var part = code
                part.amount = share
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
