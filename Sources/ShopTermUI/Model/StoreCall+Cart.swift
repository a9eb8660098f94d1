import StoreKitCore

extension StoreCall where Answer == LocalCart {
    /// The cart as it is kept now (another session may have changed it).
    static var keptCart: Self {
        Self(.keptCart) { response in
            guard case .keptCart(let cart) = response else { return nil }
            return cart
        }
    }
}

extension StoreCall where Answer == CartCheckAnswer {
    /// The cart's prices and stock checked again.
    static func revalidate(_ cart: LocalCart) -> Self {
        Self(.revalidate(cart)) { response in
            guard case .revalidated(let checked, let reports) = response else { return nil }
            return CartCheckAnswer(cart: checked, reports: reports)
        }
    }
}

extension StoreCall where Answer == CartExtrasAnswer {
    /// A change of the cart's discount codes, gift cards or note, made at the store.
    static func cartExtras(_ change: CartExtrasChange, _ cart: LocalCart) -> Self { Self(.cartExtras(change, cart), answer: extras) }

    /// The store's cart brought in line with `cart`.
    static func refreshStoreCart(_ cart: LocalCart) -> Self { Self(.refreshStoreCart(cart), answer: extras) }

    /// What the store's cart now is.
    private static func extras(_ response: Response) -> CartExtrasAnswer? {
        guard case .cartExtras(let cart, let store, let notices, let refusal) = response else { return nil }
        return CartExtrasAnswer(cart: cart, store: store, notices: notices, refusal: refusal)
    }
}

extension StoreCall where Answer == Bool {
    /// Whether the store still has the store cart `id`.
    static func storeCartExists(_ id: String) -> Self {
        Self(.storeCartExists(id)) { response in
            guard case .storeCartExists(let exists) = response else { return nil }
            return exists
        }
    }
}
