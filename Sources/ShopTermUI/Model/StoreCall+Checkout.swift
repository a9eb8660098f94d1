import StoreKitCore

extension StoreCall where Answer == CheckoutState {
    /// The store's cart made (or brought up to date) for a checkout of `lines` to `address`.
    static func checkoutStart(lines: [LineInput], email: String, address: ShippingAddress, extras: CartExtras, previous: String?) -> Self {
        Self(.checkoutStart(lines: lines, email: email, address: address, extras: extras, previous: previous), answer: storeCart)
    }

    /// The checkout's shipping rates, calculated by the store.
    static func shippingRates(_ checkout: CheckoutState) -> Self { Self(.shippingRates(checkout), answer: storeCart) }

    /// The checkout with `rate` chosen.
    static func selectShipping(_ rate: ShippingRate, _ checkout: CheckoutState) -> Self {
        Self(.selectShipping(rate, checkout), answer: storeCart)
    }

    /// The store's cart in an answer.
    private static func storeCart(_ response: Response) -> CheckoutState? {
        guard case .checkout(let checkout) = response else { return nil }
        return checkout
    }
}

extension StoreCall where Answer == CompletedOrder {
    /// The order, once `checkout` is paid.
    static func awaitPayment(_ checkout: CheckoutState) -> Self {
        Self(.awaitPayment(checkout)) { response in
            guard case .paid(let order) = response else { return nil }
            return order
        }
    }
}
