extension AppState {
    /// Asks for the shop (the launch screen): a cached copy first when there is one, then the
    /// store's. Sent at launch, by `r` and by a change of market.
    mutating func loadShop(_ effects: inout [Effect]) {
        send(.home, for: .shop, busy: .spinner, then: ShopEvent.loaded, &effects)
    }

    /// Asks for the shop's next page of collections.
    mutating func loadCollections(_ effects: inout [Effect]) {
        send(.collections(after: collections.endCursor), for: .collections, busy: .spinner, then: ShopEvent.collections, &effects)
    }

    /// Asks for the signed-in customer (renewing the login first when `renew`): at launch and
    /// after a paid order.
    mutating func loadAccount(renew: Bool, _ effects: inout [Effect]) {
        send(.loadAccount(renew: renew), for: .account, busy: .spinner, then: AccountLoadEvent.loaded, &effects)
    }

    /// Asks the store to check the cart's prices and stock again.
    mutating func checkCart(_ effects: inout [Effect]) {
        send(.revalidate(cart.local), for: .cartCheck, busy: .spinner, then: CartEvent.checked, &effects)
    }
}
