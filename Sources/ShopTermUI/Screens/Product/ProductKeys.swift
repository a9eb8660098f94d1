import StoreKitCore

/// The product page's keys: the option's values, the quantity, adding to the cart, the stock
/// check; its pages scroll the page.
enum ProductKeys {
    static let keys: [ScreenKey] =
        own
        + ScreenKey.takingOver([.pageUp, .pageDown, .top, .bottom], in: .product, besides: own) { action, state, _ in
            // The page keys scroll the page, not the option picker.
            Products.scroll(action, &state)
        }

    private static let own: [ScreenKey] = [
        ScreenKey(
            [.left, .character("h")], .previousValue, in: .product, help: "previous value of the option", hint: "choose", applies: loaded,
            does: { Products.perform(.previousValue, &$0, &$1) }),
        ScreenKey(
            [.right, .character("l")], .nextValue, in: .product, help: "next value of the option", applies: loaded,
            does: { Products.perform(.nextValue, &$0, &$1) }),
        ScreenKey(
            [.character("+"), .character("=")], .increase, in: .product, help: "one more", hint: "qty", applies: loaded,
            does: { Products.perform(.increase, &$0, &$1) }),
        ScreenKey(
            [.character("-")], .decrease, in: .product, help: "one fewer", applies: loaded, does: { Products.perform(.decrease, &$0, &$1) }),
        ScreenKey(
            [.enter], .addToCart, in: .product, help: "add to the cart", hint: "add to cart", applies: canAdd,
            does: { Products.perform(.addToCart, &$0, &$1) }),
        ScreenKey(
            [.character("u")], .addUnder, in: .product, help: "add it under a cart line, as its add-on (again: the next line)", hint: "add-on",
            applies: { loaded($0) && !$0.cart.local.lines.isEmpty }, does: { Products.perform(.addUnder, &$0, &$1) }),
        ScreenKey([.escape], .back, in: .product, help: "back", hint: "back", applies: GlobalKeys.canGoBack, does: { Navigation.back(&$0, &$1) }),
        ScreenKey(
            [.character("r")], .retry, in: .product, help: "check the stock again",
            applies: { GlobalKeys.hasFailure($0) || ($0.screen.product?.product != nil && !$0.isWaiting(.stock)) }, does: retry),
    ]

    /// The keys kept while the product loads, to act on it once it is there.
    static let keptWhileLoading: Set<Action> = [.previousValue, .nextValue, .increase, .decrease, .addToCart, .up, .down]

    @Sendable private static func loaded(_ state: AppState) -> Bool { state.screen.product?.product != nil }

    /// ⏎ opens a recommended product, or adds what can be bought (not a sold-out variant).
    @Sendable private static func canAdd(_ state: AppState) -> Bool {
        guard let product = state.screen.product, product.product != nil else { return false }
        return product.focusedRecommendation != nil || product.cannotAdd(waitingForVariant: state.isWaiting(.variant)) == nil
    }

    /// `r`: the stock checked again, or the page read again when it failed.
    @Sendable private static func retry(_ state: inout AppState, _ effects: inout [Effect]) {
        state.status = nil
        guard let screen = state.screen.product else { return }
        if screen.product != nil { return StockCheck.start(&state, &effects) }
        guard !state.isWaiting(.product) else { return }
        state.stack[state.top].product?.error = nil
        state.send(.product(handle: screen.handle), for: .product, busy: .saying("Loading the product…"), then: ProductEvent.loaded, &effects)
    }

    /// Keeps `key` while the page loads, when it acts on a loaded product (up to
    /// ``ProductScreen/maxKeysWhileLoading``): true when it was kept.
    static func keepWhileLoading(_ key: Key, _ state: inout AppState) -> Bool {
        guard case .product(var screen) = state.screen, screen.product == nil, state.isWaiting(.product),
            let action = Keymap.action(for: key, in: .product), keptWhileLoading.contains(action),
            screen.keysWhileLoading.count < ProductScreen.maxKeysWhileLoading
        else { return false }
        screen.keysWhileLoading.append(key)
        state.stack[state.top] = .product(screen)
        return true
    }
}
