import Foundation
import StoreKitCore

extension CommerceState {
    /// One `PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION` warning for each line of `cart` whose product
    /// its buyer's market does not sell, its target the line's ID: Shopify's changelog of
    /// 2026-05-12 ("Each affected cart line returns its own warning. The warning's target is set
    /// to the `CartLine` ID"), on every cart mutation whose cart holds such a line (adding it, or
    /// moving the cart to that country). Shopify's message is localized and not documented: the
    /// demo's says what and where.
    func locationWarnings(_ cart: Cart) -> [DemoWarning] {
        let market = market(of: cart)
        guard !market.unavailable.isEmpty else { return [] }
        let country = Locale(identifier: "en").localizedString(forRegionCode: market.country) ?? market.country
        return pricedLines(cart).filter { market.unavailable.contains($0.merchandise.product.handle) }.map { line in
            DemoWarning(
                code: "PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION", message: "\(line.merchandise.product.title) is not available in \(country).",
                target: line.line.id)
        }
    }
}
