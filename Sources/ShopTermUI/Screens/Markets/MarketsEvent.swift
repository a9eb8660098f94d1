import StoreKitCore

/// What the answers to the market picker's requests become.
enum MarketsEvent: ScreenEvent {
    /// Where the store sells (`m` opened the picker): its countries, currencies and languages.
    case countries(Result<StoreLocalization, StoreFailure>)
    /// The change of market asked with ⏎.
    case moved(Result<MarketMove, StoreFailure>)

    func apply(depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        MarketPicker.apply(self, depth: depth, &state, &effects)
    }
}
