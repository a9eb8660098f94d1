import Foundation

extension CheckoutState {
    /// Why this checkout's prices are not in `browsed`, the currency the cart was priced in, or
    /// nil when they are. The checkout ships to its address's country, and Shopify's checkout
    /// charges in that country's currency ("Checkouts will enforce local currency based on
    /// shipping address", Shopify developer changelog, 2023-10-20): a cart browsed in euros and
    /// shipped to Switzerland is charged in francs.
    public func currencyNote(browsed: String?) -> String? {
        let charged = subtotal.currencyCode
        guard let browsed, browsed != charged else { return nil }
        let code = buyerCountry ?? address?.countryCode
        let country = code.map { Locale(identifier: "en").localizedString(forRegionCode: $0) ?? $0 }
        let shippedTo = country.map { " (\($0))" } ?? ""
        return "Prices in \(charged): Shopify's checkout charges in the currency of the country it ships to\(shippedTo). "
            + "You keep browsing in \(browsed)."
    }
}
