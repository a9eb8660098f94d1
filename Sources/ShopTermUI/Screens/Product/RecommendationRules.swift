import StoreKitCore

/// "You may also like" on the product page: asked for once the product is on screen, shown
/// under its description; ↓ reaches them and ⏎ opens one. They are a help, not a task: when
/// the store cannot give them, nothing is shown and nothing is said.
enum RecommendationRules {
    /// After every event: a product on screen without recommendations asks for them.
    static func reconcile(_ state: inout AppState, _ effects: inout [Effect]) {
        guard case .product(let screen) = state.screen, let product = screen.product,
            screen.recommendations == nil, !state.isWaiting(.recommendations)
        else { return }
        state.send(.recommendations(productID: product.summary.id), for: .recommendations, busy: .quiet, then: ProductEvent.recommended, &effects)
    }

    /// The store's answer: at most ``ProductScreen/maxRecommendations``, never the product itself.
    static func received(_ result: Result<[ProductSummary], StoreFailure>, _ screen: inout ProductScreen) {
        guard case .success(let products) = result else {
            screen.recommendations = []
            return
        }
        var seen: Set<String> = [screen.product?.summary.handle ?? screen.handle]
        screen.recommendations = Array(products.filter { seen.insert($0.handle).inserted }.prefix(ProductScreen.maxRecommendations))
    }
}
