import Foundation
import StoreKitCore

/// What a cart costs in the demo store: lines, the selected delivery option, and tax by region.
extension CommerceState {
    func rates(for cart: Cart) -> [ShippingZones.Rate] {
        guard let address = cart.selectedAddress, !cart.lines.isEmpty else { return [] }
        return ShippingZones.rates(for: address, subtotal: subtotal(cart.lines))
    }

    func subtotal(_ lines: [Line]) -> Decimal {
        lines.reduce(Decimal(0)) { total, line in total + (merchandise(line.variantID)?.variant.price.amount ?? 0) * Decimal(line.quantity) }
    }

    func shipping(_ cart: Cart) -> Decimal {
        rates(for: cart).first { $0.handle == cart.selectedOptionHandle }?.price ?? 0
    }

    func tax(subtotal: Decimal, address: ShippingAddress?) -> Decimal {
        address.map { (subtotal * ShippingZones.taxRate(for: $0)).roundedToCents } ?? 0
    }

    func total(_ cart: Cart) -> Decimal {
        let subtotal = subtotal(cart.lines)
        return subtotal + shipping(cart) + tax(subtotal: subtotal, address: cart.selectedAddress)
    }

    func money(_ amount: Decimal) -> Money { Money(amount: amount, currencyCode: currency) }
}
