import StoreKitCore

/// Moving between screens; leaving a screen cancels its requests.
enum Navigation {
    /// The deepest the back stack goes: past it, the oldest screen above home is forgotten (its
    /// late answers are dropped like any other for a screen that is gone).
    static let maxDepth = 12

    static func push(_ screen: Screen, _ state: inout AppState, _ effects: inout [Effect]) {
        if state.stack.count >= maxDepth {
            state.stack.remove(at: 1)
            state.inFlight.removeScreen(at: 1, &effects)
        }
        state.stack.append(screen)
        state.status = nil
    }

    /// Leaves the screens above the first `count`, cancelling what they wait for.
    static func pop(to count: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        guard count >= 1, count < state.stack.count else { return }
        state.inFlight.cancelScreens(from: count, &effects)
        state.stack.removeLast(state.stack.count - count)
    }

    /// Back to the shop's collections from anywhere, leaving every screen above them.
    /// Home is one place whichever way the shopper came: the shop's first screen, its menu when
    /// the store has one (not the list of every collection a menu row opened).
    static func home(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.stack.count > 1 || state.browsingCollections else { return }
        pop(to: 1, &state, &effects)
        state.browsingCollections = false
        state.status = nil
    }

    static func back(_ state: inout AppState, _ effects: inout [Effect]) {
        // A paid checkout is finished: back goes home, not to the cart it emptied.
        if state.screen.checkout?.step == .paid { return home(&state, &effects) }
        if var checkout = state.screen.checkout, checkout.step > .contact, checkout.step < .handoff {
            // Inside the wizard, back is the previous step (the address goes back to the e-mail),
            // and what failed on the step left is no longer said.
            state.cancel(.screen(depth: state.top, .checkout), &effects)
            checkout.activity = nil
            checkout.errors = [:]
            checkout.step = previousStep(of: checkout)
            checkout.focused = checkout.step == .shipping ? 1 : 0
            state.stack[state.top] = .checkout(checkout)
            if state.status?.kind == .error { state.status = nil }
            return
        }
        if Account.back(&state, &effects) { return }
        if Search.backToResults(&state, &effects) { return }
        if Everywhere.back(&state, &effects) { return }
        // The product a shop opened from the search of every store was opened on: back there.
        if state.visitedFrom != nil, state.top == 1, state.screen.isProduct { return effects.append(.leaveShop) }
        if state.stack.count == 1, state.browsingCollections, state.shopRequest == nil {
            // From every collection back to the store's menu.
            state.browsingCollections = false
            return
        }
        guard state.stack.count > 1 else {
            // The first screen of a shop opened from the search of every store: back there.
            if state.visitedFrom != nil { return effects.append(.leaveShop) }
            return stopLoadingTheShop(&state, &effects)
        }
        pop(to: state.top, &state, &effects)
        state.status = nil
    }

    /// The wizard's step before `checkout`'s: the rates only when the store offered some.
    static func previousStep(of checkout: CheckoutScreen) -> CheckoutScreen.Step {
        switch checkout.step {
        case .review where checkout.checkout?.shippingRates.isEmpty == false: return .rates
        case .review, .rates: return .shipping
        default: return .contact
        }
    }

    /// esc on the home screen while the shop is still loading: stop waiting for it.
    static func stopLoadingTheShop(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.shopRequest != nil else { return }
        state.cancel(.shop, &effects)
        state.status = StatusLine(
            state.shop == nil ? "Stopped loading the shop (r tries again)." : "Stopped refreshing the shop; showing the saved copy.")
    }

    /// Enter/→ on a list: open what is selected.
    static func open(_ state: inout AppState, _ effects: inout [Effect]) { state.screen.feature.open(&state, &effects) }

    /// A collection's screen in `sort` order, its first page from the launch screen's read-ahead
    /// when it has it (read in the store's own order).
    static func openCollection(
        handle: String, title: String, sort: ProductSort = .featured, _ state: inout AppState, _ effects: inout [Effect]
    ) {
        var screen = CollectionScreen(handle: handle, title: title)
        screen.finding.options.sort = sort
        if sort == .featured, let first = state.prefetchedProducts[handle] { screen.products.append(first) }
        push(.collection(screen), &state, &effects)
        Lists.loadMore(&state, &effects)
    }

    static func openProduct(_ product: ProductSummary, _ state: inout AppState, _ effects: inout [Effect]) {
        openProduct(handle: product.handle, title: product.title, &state, &effects)
    }

    static func openProduct(handle: String, title: String, _ state: inout AppState, _ effects: inout [Effect]) {
        var screen = ProductScreen(handle: handle, title: title)
        switch ReadAheadRules.take(handle, &state) {
        case (let read?, _):
            // Read ahead while the cursor rested on it: no round trip.
            Products.show(read, in: &screen)
            push(.product(screen), &state, &effects)
        case (nil, let underWay?):
            push(.product(screen), &state, &effects)
            state.adopt(underWay, .product(handle: handle), for: .product, busy: .saying("Loading the product…"), then: ProductEvent.loaded)
        case (nil, nil):
            push(.product(screen), &state, &effects)
            state.send(.product(handle: handle), for: .product, busy: .saying("Loading the product…"), then: ProductEvent.loaded, &effects)
        }
    }

    /// The search of every store (the Home entry, `S`).
    static func openEverywhere(_ state: inout AppState, _ effects: inout [Effect]) {
        Everywhere.open(&state, &effects)
    }

    /// A new search (the menu's search entry).
    static func openSearch(_ state: inout AppState, _ effects: inout [Effect]) {
        push(.search(SearchScreen()), &state, &effects)
    }

    /// One of the signed-in customer's orders.
    static func openOrder(_ order: CustomerOrder, _ state: inout AppState, _ effects: inout [Effect]) {
        push(.order(OrderScreen(order: order)), &state, &effects)
    }

    /// The checkout of the cart, from its first step.
    static func openCheckout(_ state: inout AppState, _ effects: inout [Effect]) {
        Checkout.start(&state, &effects)
    }
}
