import StoreKitCore

/// Moving in lists, and loading the next page before the end is reached.
enum Lists {
    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        let rows = state.contentRows
        let marketRows = MarketLayout.listRows(state)
        switch state.screen {
        case .home where state.homeMenu != nil: state.menu?.move(by: delta, rows: rows)
        case .home: state.collections.move(by: delta, rows: rows)
        case .collection: state.stack[state.top].collection?.products.move(by: delta, rows: rows)
        case .search: state.stack[state.top].search?.results.move(by: delta, rows: rows)
        case .markets: state.stack[state.top].markets?.countries.move(by: delta, rows: marketRows)
        case .cart:
            // Past the last line or code, the rows under it (discounts, shipping, taxes) scroll into sight.
            let below = CartRow.scrollBelow(Views.cartRows(state), height: Views.cartBodyHeight(state))
            state.cartSelection = min(max(0, state.cartSelection + clamp(delta)), max(0, state.cartRowCount - 1 + below))
        case .order(let screen):
            let last = OrderLayout.maxScroll(screen.order, state: state)
            state.stack[state.top].order?.scroll = max(0, min(screen.scroll + clamp(delta), last))
        case .product(let screen):
            guard let product = screen.product else { return }
            let rowCount = product.quantityRow + 1 + (screen.recommendations?.count ?? 0)
            let focused = min(max(0, screen.focusedRow + clamp(delta)), rowCount - 1)
            state.stack[state.top].product?.focusedRow = focused
            Products.keepFocusVisible(&state)
        case .checkout(let screen):
            switch screen.step {
            case .rates:
                let count = screen.checkout?.shippingRates.count ?? 0
                state.stack[state.top].checkout?.rateSelection = min(max(0, screen.rateSelection + clamp(delta)), max(0, count - 1))
            case .contact, .shipping:
                Checkout.perform(delta < 0 ? .previousField : .nextField, &state, &effects)
            default:
                break
            }
        case .account(let screen):
            if screen.isForm {
                Account.perform(delta < 0 ? .previousField : .nextField, &state, &effects)
            } else if screen.mode == .choose {
                let choices = AccountScreen.loginChoices(state).count
                state.stack[state.top].account?.selection = min(max(0, screen.selection + clamp(delta)), max(0, choices - 1))
            } else {
                let count = state.account?.items.count ?? 0
                state.stack[state.top].account?.selection = min(max(0, screen.selection + clamp(delta)), max(0, count - 1))
            }
        }
        loadMore(&state, &effects)
    }

    private static func clamp(_ delta: Int) -> Int { max(-1_000_000, min(1_000_000, delta)) }

    /// `G`: the end of the list, the real one (the remaining pages are fetched as it goes);
    /// elsewhere, the last row.
    static func moveToEnd(_ state: inout AppState, _ effects: inout [Effect]) {
        let rows = state.contentRows
        let marketRows = MarketLayout.listRows(state)
        switch state.screen {
        case .home where state.homeMenu != nil: state.menu?.moveToEnd(rows: rows)
        case .home: state.collections.moveToEnd(rows: rows)
        case .collection: state.stack[state.top].collection?.products.moveToEnd(rows: rows)
        case .search: state.stack[state.top].search?.results.moveToEnd(rows: rows)
        case .markets: state.stack[state.top].markets?.countries.moveToEnd(rows: marketRows)
        default: return move(by: Int.max / 2, &state, &effects)
        }
        loadMore(&state, &effects)
    }

    /// Asks for the next page of the visible list when the selection nears its end.
    static func loadMore(_ state: inout AppState, _ effects: inout [Effect]) {
        switch state.screen {
        case .home:
            loadMoreCollections(&state, &effects)
        case .collection(let screen):
            guard !state.isWaiting(.page), screen.products.wantsMore(prefetch: Paging.prefetchRows(state)) else { return }
            state.send(
                .collectionProducts(handle: screen.handle, after: screen.products.endCursor, options: screen.finding.options), for: .page,
                busy: .saying("Loading products…"), then: CollectionEvent.page, &effects)
        case .search(let screen):
            guard !state.isWaiting(.page), let query = screen.searched, screen.results.wantsMore(prefetch: Paging.prefetchRows(state)) else { return }
            state.send(
                .search(query: query, after: screen.results.endCursor, options: screen.finding.options), for: .page, busy: .saying("Searching…"),
                then: SearchEvent.page, &effects)
        default:
            break
        }
    }

    static func loadMoreCollections(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.shopRequest == nil, !state.isWaiting(.collections),
            state.collections.wantsMore(prefetch: Paging.prefetchRows(state))
        else { return }
        state.loadCollections(&effects)
    }

    /// `r`: try again what failed on this screen (a list, home, the market picker).
    static func retry(_ state: inout AppState, _ effects: inout [Effect]) {
        state.status = nil
        switch state.screen {
        case .home:
            state.collections.error = nil
            if state.shop == nil && state.shopRequest == nil {
                state.loadShop(&effects)
                return
            }
        case .collection: state.stack[state.top].collection?.products.error = nil
        case .search: state.stack[state.top].search?.results.error = nil
        case .markets:
            return MarketPicker.retry(&state, &effects)
        case .product, .account, .cart, .checkout, .order:
            // The product page and the account have their own `r` (``ProductKeys``, ``AccountKeys``).
            return
        }
        loadMore(&state, &effects)
    }

    /// After a resize: every list's selection stays on screen.
    static func keepSelectionsVisible(_ state: inout AppState) {
        let rows = state.contentRows
        let marketRows = MarketLayout.listRows(state)
        state.collections.select(state.collections.selected, rows: rows)
        if let selected = state.menu?.selected { state.menu?.select(selected, rows: rows) }
        for index in state.stack.indices {
            if let selected = state.stack[index].collection?.products.selected {
                state.stack[index].collection?.products.select(selected, rows: rows)
            }
            if let selected = state.stack[index].search?.results.selected { state.stack[index].search?.results.select(selected, rows: rows) }
            if let selected = state.stack[index].markets?.countries.selected {
                state.stack[index].markets?.countries.select(selected, rows: marketRows)
            }
        }
    }
}
