import StoreKitCore

/// A checkout ships to the address's country and charges in that country's currency
/// (``StoreKitCore/CheckoutState/currencyNote(browsed:)``): while the checkout is shown, every
/// figure on the screen is the checkout's, the header's too, and a line says why they are not
/// the cart's.
enum CheckoutCurrency {
    /// The header's badge while `checkout` is shown: the country it ships to, its items and
    /// subtotal, in the currency it charges. The country is said when the storefront says one,
    /// or when the checkout is not in the cart's currency.
    static func badge(_ checkout: CheckoutState, _ state: AppState) -> String {
        let count = checkout.lines.reduce(0) { $0 + $1.quantity }
        let country = checkout.buyerCountry ?? checkout.address?.countryCode
        let saysCountry = state.market != nil || note(checkout, cart: state.cart.local) != nil
        let prefix = saysCountry ? country.map { "\($0) · " } ?? "" : ""
        return "\(prefix)cart \(count) · \(checkout.subtotal.formatted(state.moneyStyle))"
    }

    /// Why the checkout's prices are in another currency than the cart's, or nil when they are
    /// in the cart's.
    static func note(_ checkout: CheckoutState, cart: LocalCart) -> String? {
        checkout.currencyNote(browsed: cart.lines.first?.price.currencyCode)
    }
}
