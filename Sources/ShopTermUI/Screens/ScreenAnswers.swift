import StoreKitCore

/// Answers for a screen of the stack: the screen at the waiter's depth, and what on it waited.
enum ScreenAnswers {
    static func apply(_ response: Response, depth: Int, slot: ScreenSlot, _ state: inout AppState, _ effects: inout [Effect]) {
        guard state.stack.indices.contains(depth) else { return }
        switch (state.stack[depth], slot) {
        case (.product(var screen), .variant):
            Products.received(response, &screen, &state)
            state.stack[depth] = .product(screen)
        case (.product(var screen), .stock):
            StockCheck.received(response, &screen, &state)
            state.stack[depth] = .product(screen)
        case (.product(var screen), .recommendations):
            RecommendationRules.apply(response, &screen)
            state.stack[depth] = .product(screen)
        case (.product(var screen), .product):
            product(response, &screen, depth: depth, &state, &effects)
        case (.home, _), (.cart, _), (.order, _), (.collection, _), (.search, _), (.product, _), (.checkout, _), (.account, _), (.markets, _):
            // A screen waits only for its own slots: nothing else is ever sent for it.
            break
        }
    }

    /// The product of a product page: shown, and the keys typed while it loaded played.
    private static func product(_ response: Response, _ screen: inout ProductScreen, depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        switch response {
        case .product(let product?):
            Products.show(product, in: &screen)
            // A quantity kept from before (another market) comes down to what the store has.
            Products.fitQuantity(&screen, &state)
            Products.readChosenVariant(&screen, depth: depth, &state, &effects)
            let typed = screen.keysWhileLoading
            screen.keysWhileLoading = []
            state.stack[depth] = .product(screen)
            if depth == state.top { for key in typed { Keys.handle(key, &state, &effects) } }
            return
        case .product(nil):
            screen.error = "This product is no longer in the store."
        case .failure(let message):
            screen.error = message
            state.status = StatusLine("Could not load the product: \(message) (r retries)", kind: .error)
        default: break
        }
        state.stack[depth] = .product(screen)
    }
}
