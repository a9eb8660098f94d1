import StoreKitCore

/// What the answers to a product page's requests become.
enum ProductEvent: ScreenEvent {
    /// The product (nil: the store no longer has it).
    case loaded(Result<Product?, StoreFailure>)
    /// The chosen variant, read on its own (nil: no such variant).
    case variantRead(Result<ProductVariant?, StoreFailure>)
    /// The product's stock asked again with `r` (nil: the product is gone).
    case stockChecked(Result<Product?, StoreFailure>)
    /// "You may also like".
    case recommended(Result<[ProductSummary], StoreFailure>)

    func apply(depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        var typed: [Key] = []
        state.updateScreen(at: depth, \.product) { screen, state in
            switch self {
            case .loaded(let result): typed = Products.loaded(result, &screen, depth: depth, &state, &effects)
            case .variantRead(let result): Products.received(result, &screen, &state)
            case .stockChecked(let result): StockCheck.received(result, &screen, &state)
            case .recommended(let result): RecommendationRules.received(result, &screen)
            }
        }
        // The keys pressed while the page loaded, now that it has.
        if depth == state.top { for key in typed { Keys.handle(key, &state, &effects) } }
    }
}
