import StoreKitCore

extension StoreCall where Answer == StoreLocalization {
    /// Where the store sells: its countries, their currencies and languages.
    static var localization: Self {
        Self(.localization) { response in
            guard case .localization(let localization) = response else { return nil }
            return localization
        }
    }
}

extension StoreCall where Answer == MarketMove {
    /// Shop in another country and language from now on; the cart's store cart moves there too.
    static func changeMarket(_ choice: MarketChoice, _ cart: LocalCart) -> Self {
        Self(.changeMarket(choice, cart)) { response in
            guard case .marketChanged(let choice, let storeCart) = response else { return nil }
            return MarketMove(choice: choice, storeCart: storeCart)
        }
    }
}
