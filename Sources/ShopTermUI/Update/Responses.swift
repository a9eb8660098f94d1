import StoreKitCore

/// Answers from the effect runner, delivered to whoever asked, or dropped when nobody waits
/// for that request any more (the screen was left, or a newer request replaced it).
enum Responses {
    /// A cart saved in another currency than the store now prices in (the last session shopped
    /// in another market, or a flag picks one for this run) is repriced at once, so that the
    /// badge and the cart show this market's figures, not the last session's.
    private static func repriceLaunchCart(_ home: HomeData, _ state: inout AppState, _ effects: inout [Effect]) {
        guard !state.cart.lines.isEmpty, state.cartChecking == nil else { return }
        let marketCurrency = home.prefetchedProducts.values.lazy.compactMap { $0.items.first?.minPrice.currencyCode }.first
            ?? (state.market == nil ? home.shop.currencyCode : nil)
        guard let marketCurrency, state.cart.lines.contains(where: { $0.price.currencyCode != marketCurrency }) else { return }
        let id = state.makeRequestID()
        state.cartChecking = id
        effects.append(.request(id, .revalidate(state.cart)))
    }

    static func apply(_ response: Response, to id: RequestID, in state: inout AppState, _ effects: inout [Effect]) {
        if ReadAheadRules.apply(response, to: id, &state) { return }
        if PictureRules.apply(response, to: id, &state) { return }
        if state.shopRequest == id {
            switch response {
            case .home(let home, let fresh):
                // A cached copy shows at once; the store's answer replaces it when it comes.
                if fresh { state.shopRequest = nil }
                state.shop = home.shop
                state.moneyStyle = MoneyStyle(locale: state.locale, shopFormat: home.shop.moneyFormat, shopCurrency: home.shop.currencyCode)
                let selected = state.collections.selected
                state.collections = ListState()
                state.collections.append(home.collections)
                state.collections.select(selected, rows: state.contentRows)
                state.prefetchedProducts = home.prefetchedProducts
                HomeMenu.received(home.menu, &state)
                if fresh, case .home = state.screen { Lists.loadMore(&state, &effects) }
                if fresh { repriceLaunchCart(home, &state, &effects) }
            case .failure(let message):
                state.shopRequest = nil
                if state.shop == nil {
                    state.collections.error = message
                    state.status = StatusLine("Could not load the shop: \(message) (r retries)", kind: .error)
                } else {
                    state.status = StatusLine("Showing the saved catalog; the store did not answer: \(message)", kind: .error)
                }
            default: break
            }
            return
        }
        if state.collections.loading == id {
            state.collections.loading = nil
            switch response {
            case .collections(let page):
                state.collections.append(page)
                if case .home = state.screen { Lists.loadMore(&state, &effects) }
            case .failure(let message):
                state.collections.error = message
                state.status = StatusLine("Could not load collections: \(message) (r retries)", kind: .error)
            default: break
            }
            return
        }
        if state.accountRequest == id {
            state.accountRequest = nil
            return Account.applyLoad(response, &state)
        }
        if state.cartExtrasRequest == id {
            state.cartExtrasRequest = nil
            return CartExtrasUpdate.apply(response, &state, &effects)
        }
        if state.storeCartLookup == id {
            state.storeCartLookup = nil
            return StoreCartRules.looked(response, &state, &effects)
        }
        if state.storeCartRefresh == id {
            state.storeCartRefresh = nil
            return StoreCartRules.apply(response, &state, &effects)
        }
        if state.cartChecking == id {
            state.cartChecking = nil
            // A recheck asks the store for its totals again, even for a cart it already asked about.
            state.storeCartAskedFor = nil
            switch response {
            case .revalidated(let cart, let reports):
                let repriced = cart.subtotal.map { $0.currencyCode != state.cart.subtotal?.currencyCode } ?? false
                state.cart = cart
                state.lineReports = reports
                effects.append(.saveCart(cart))
                if !reports.isEmpty {
                    state.status = StatusLine(reports.map { "Line \($0.line): \($0.message)" }.joined(separator: "; "),
                                              kind: reports.contains(where: \.blocksCheckout) ? .error : .info)
                } else if repriced, let subtotal = cart.subtotal {
                    state.status = StatusLine("The cart is now in \(subtotal.currencyCode): \(subtotal.formatted(state.moneyStyle)).")
                } else {
                    state.status = StatusLine("Every line is as it was: same prices, all available.")
                }
            case .failure(let message):
                state.status = StatusLine("Could not check the cart: \(message)", kind: .error)
            default: break
            }
            return
        }
        for index in state.stack.indices.reversed() {
            switch state.stack[index] {
            case .collection(var screen) where screen.products.loading == id:
                screen.products.loading = nil
                switch response {
                case .products(let listing):
                    screen.products.append(listing.page)
                    screen.finding.received(listing)
                case .collectionNotFound:
                    screen.products.error = "This collection no longer exists."
                    screen.products.hasNextPage = false
                case .failure(let message):
                    screen.products.error = message
                    state.status = StatusLine("Could not load products: \(message) (r retries)", kind: .error)
                default: break
                }
                state.stack[index] = .collection(screen)
                if index == state.top { Lists.loadMore(&state, &effects) }
                return
            case .search(var screen) where screen.typeAhead.pending?.id == id:
                TypeAheadRules.apply(response, &screen)
                state.stack[index] = .search(screen)
                return
            case .search(var screen) where screen.results.loading == id:
                screen.results.loading = nil
                switch response {
                case .products(let listing):
                    screen.results.append(listing.page)
                    screen.finding.received(listing)
                    if screen.results.items.isEmpty { state.status = StatusLine("No products match “\(screen.searched ?? "")”.") }
                case .failure(let message):
                    screen.results.error = message
                    state.status = StatusLine("Search failed: \(message) (r retries)", kind: .error)
                default: break
                }
                state.stack[index] = .search(screen)
                return
            case .product(var screen) where screen.variantRequest == id:
                Products.received(response, &screen, &state)
                state.stack[index] = .product(screen)
                return
            case .product(var screen) where screen.recommendationsRequest == id:
                RecommendationRules.apply(response, &screen)
                state.stack[index] = .product(screen)
                return
            case .product(var screen) where screen.loading == id:
                screen.loading = nil
                switch response {
                case .product(let product?):
                    Products.show(product, in: &screen)
                    Products.readChosenVariant(&screen, &state, &effects)
                    let typed = screen.keysWhileLoading
                    screen.keysWhileLoading = []
                    state.stack[index] = .product(screen)
                    if index == state.top { for key in typed { Keys.handle(key, &state, &effects) } }
                    return
                case .product(nil):
                    screen.error = "This product is no longer in the store."
                case .failure(let message):
                    screen.error = message
                    state.status = StatusLine("Could not load the product: \(message) (r retries)", kind: .error)
                default: break
                }
                state.stack[index] = .product(screen)
                return
            case .checkout(var screen) where screen.pending == id:
                Checkout.apply(response, &screen, &state, &effects)
                state.stack[index] = .checkout(screen)
                return
            case .account(var screen) where screen.pending == id:
                Account.received(response, &screen, &state, &effects)
                state.stack[index] = .account(screen)
                return
            case .markets(var screen) where screen.countries.loading == id || screen.switching == id:
                MarketPicker.apply(response, &screen, &state, &effects)
                // A change of market starts over from home: the picker is gone then.
                if state.stack.indices.contains(index), state.stack[index].markets != nil { state.stack[index] = .markets(screen) }
                return
            default:
                continue
            }
        }
        // Nobody waits for this answer any more: drop it.
    }
}

/// Mouse wheel and clicks.
enum Pointer {
    static func handle(_ mouse: Mouse, _ state: inout AppState, _ effects: inout [Effect]) {
        switch mouse {
        case .wheelUp: Lists.move(by: -3, &state, &effects)
        case .wheelDown: Lists.move(by: 3, &state, &effects)
        case .click(let row, _):
            // Lists start on the first content row (the search results three rows lower).
            let offset: Int
            let selected: Int
            let firstRow: Int
            switch state.screen {
            case .home: (offset, selected, firstRow) = (state.homeMenu?.offset ?? state.collections.offset, state.homeMenu?.selected ?? state.collections.selected, 1)
            case .collection(let screen): (offset, selected, firstRow) = (screen.products.offset, screen.products.selected, 1)
            case .search(let screen) where !screen.editing: (offset, selected, firstRow) = (screen.results.offset, screen.results.selected, 4)
            default: return
            }
            guard row >= firstRow, row <= state.contentRows else { return }
            let index = offset + row - firstRow
            if index == selected {
                Navigation.open(&state, &effects)
            } else {
                Lists.move(by: index - selected, &state, &effects)
            }
        }
    }
}
