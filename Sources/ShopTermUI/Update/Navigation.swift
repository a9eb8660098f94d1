import StoreKitCore

/// Moving between screens; leaving a screen cancels its requests.
enum Navigation {
    /// The deepest the back stack goes: past it, the oldest screen above home is forgotten (its
    /// late answers are dropped like any other for a screen that is gone).
    static let maxDepth = 12

    static func push(_ screen: Screen, _ state: inout AppState) {
        if state.stack.count >= maxDepth { state.stack.remove(at: 1) }
        state.stack.append(screen)
        state.status = nil
    }

    /// Back to the shop's collections from anywhere, leaving every screen above them.
    /// Home is one place whichever way the shopper came: the shop's first screen, its menu when
    /// the store has one (not the list of every collection a menu row opened).
    static func home(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.stack.count > 1 || state.browsingCollections else { return }
        effects += state.stack.dropFirst().flatMap(pendingRequests).map(Effect.cancel)
        state.stack.removeLast(state.stack.count - 1)
        state.browsingCollections = false
        state.status = nil
    }

    static func back(_ state: inout AppState, _ effects: inout [Effect]) {
        // A paid checkout is finished: back goes home, not to the cart it emptied.
        if state.screen.checkout?.step == .paid { return home(&state, &effects) }
        if var checkout = state.screen.checkout, checkout.step > .contact, checkout.step < .handoff {
            // Inside the wizard, back is the previous step.
            if let pending = checkout.pending { effects.append(.cancel(pending)) }
            checkout.pending = nil
            checkout.activity = nil
            checkout.errors = [:]
            checkout.step = checkout.step == .review ? .rates : .shipping
            if checkout.step == .rates && checkout.checkout?.shippingRates.isEmpty != false { checkout.step = .shipping }
            checkout.focused = checkout.step == .shipping ? 1 : 0
            state.stack[state.top] = .checkout(checkout)
            return
        }
        if Account.back(&state, &effects) { return }
        if Search.backToResults(&state, &effects) { return }
        if state.stack.count == 1, state.browsingCollections, state.shopRequest == nil {
            // From every collection back to the store's menu.
            state.browsingCollections = false
            return
        }
        guard state.stack.count > 1 else { return stopLoadingTheShop(&state, &effects) }
        let leaving = state.stack.removeLast()
        effects += pendingRequests(in: leaving).map(Effect.cancel)
        state.status = nil
    }

    /// esc on the home screen while the shop is still loading: stop waiting for it.
    static func stopLoadingTheShop(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let request = state.shopRequest else { return }
        effects.append(.cancel(request))
        state.shopRequest = nil
        if state.collections.loading == request { state.collections.loading = nil }
        state.status = StatusLine(state.shop == nil ? "Stopped loading the shop (r tries again)." : "Stopped refreshing the shop; showing the saved copy.")
    }

    /// Enter/→ on a list: open what is selected.
    static func open(_ state: inout AppState, _ effects: inout [Effect]) {
        switch state.screen {
        case .home:
            if let menu = state.homeMenu {
                guard let row = menu.current else { return }
                return HomeMenu.follow(row, &state, &effects)
            }
            guard let collection = state.collections.current else { return }
            openCollection(handle: collection.handle, title: collection.title, &state, &effects)
        case .collection(let screen):
            guard let product = screen.products.current else { return }
            openProduct(product, &state, &effects)
        case .search(let screen):
            guard let product = screen.results.current else { return }
            openProduct(product, &state, &effects)
        case .account(let screen):
            if screen.mode == .choose { return Account.choose(&state, &effects) }
            Account.open(item: screen, &state, &effects)
        case .product, .cart, .checkout, .order, .markets:
            break
        }
    }

    /// A collection's screen, its first page from the launch screen's read-ahead when it has it.
    static func openCollection(handle: String, title: String, _ state: inout AppState, _ effects: inout [Effect]) {
        var screen = CollectionScreen(handle: handle, title: title)
        if let first = state.prefetchedProducts[handle] { screen.products.append(first) }
        push(.collection(screen), &state)
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
            push(.product(screen), &state)
        case (nil, let underWay?):
            screen.loading = underWay
            push(.product(screen), &state)
        case (nil, nil):
            let id = state.makeRequestID()
            screen.loading = id
            push(.product(screen), &state)
            effects.append(.request(id, .product(handle: handle)))
        }
    }

    /// Every request a screen is waiting for.
    static func pendingRequests(in screen: Screen) -> [RequestID] {
        switch screen {
        case .home, .cart, .order: return []
        case .collection(let collection): return collection.products.loading.map { [$0] } ?? []
        case .product(let product): return [product.loading, product.recommendationsRequest, product.variantRequest].compactMap { $0 }
        case .search(let search): return [search.results.loading, search.typeAhead.pending?.id].compactMap { $0 }
        case .checkout(let checkout): return checkout.pending.map { [$0] } ?? []
        case .account(let account): return account.pending.map { [$0] } ?? []
        case .markets(let markets): return [markets.countries.loading, markets.switching].compactMap { $0 }
        }
    }

    static func pendingRequests(in state: AppState) -> [RequestID] {
        storeRequests(in: state) + [state.accountRequest].compactMap { $0 }
    }

    /// Every request for the shop's catalog and cart: the launch, the collections, the cart's
    /// check and the screens' (the account's load aside).
    static func storeRequests(in state: AppState) -> [RequestID] {
        [state.shopRequest, state.collections.loading, state.cartChecking].compactMap { $0 } + state.stack.flatMap(pendingRequests)
    }
}
