import Foundation
import StoreKitCore

/// What a cart costs in the demo store: lines, the selected delivery option, and tax by region.
///
/// Like Shopify, the cart's cost is stated before taxes (the Storefront API's `totalTaxAmount` is
/// deprecated: taxes are final only at checkout), and the checkout page charges the cost plus
/// the tax of the delivery address.
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

    func money(_ amount: Decimal) -> Money { Money(amount: amount, currencyCode: currency) }
}
