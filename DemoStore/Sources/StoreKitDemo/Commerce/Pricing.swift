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
        // The zones' prices and free-shipping thresholds are the shop's: converted to the cart's currency.
        let market = market(of: cart)
        return catalog.shippingRates(to: address, subtotal: market.unconvert(subtotal(cart))).map { rate in
            var rate = rate
            rate.price = market.convert(rate.price)
            return rate
        }
    }

    /// The lines' prices added up, each priced in the cart's market.
    func subtotal(_ cart: Cart) -> Decimal {
        pricedLines(cart).reduce(Decimal(0)) { $0 + $1.total.amount }
    }

    /// The cart's lines with their merchandise and selling plan, priced in the cart's market
    /// (a line whose variant has left the catalog is left out).
    func pricedLines(_ cart: Cart) -> [PricedLine] {
        cart.lines.compactMap { line in
            guard let item = merchandise(line.variantID, for: cart) else { return nil }
            let plan = line.sellingPlanID.flatMap(item.plan)
            return PricedLine(line: line, merchandise: item, plan: plan, unitPrice: plan?.price(of: item.variant.price) ?? item.variant.price)
        }
    }

    func shipping(_ cart: Cart) -> Decimal {
        rates(for: cart).first { $0.handle == cart.selectedOptionHandle }?.price ?? 0
    }

    func tax(subtotal: Decimal, address: DemoAddress?, currency: String) -> Decimal {
        address.map { (subtotal * catalog.taxRate(for: $0)).rounded(in: currency) } ?? 0
    }

    /// The cart's market: that of its buyer's country, else the shop's.
    func market(of cart: Cart) -> DemoCatalog.Market { catalog.market(for: cart.countryCode) }

    /// A line's merchandise, priced in the cart's market.
    func merchandise(_ variantID: String, for cart: Cart) -> Merchandise? {
        Self.merchandise(variantID, in: catalog(in: market(of: cart)))
    }
}
