import StoreKitCore

/// The search of every store: typing the query, running it, opening a result's offers, and
/// opening an offer's shop in the storefront (the flow every shop has: its Storefront API by
/// its domain).
enum Everywhere {
    /// `S` or the Home entry: the search of every store. One such screen at most is in the way
    /// back: it comes back with its results, the query ready to be typed again.
    static func open(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.everywhereOffered else {
            state.status = StatusLine("The search of every store is not offered here.", kind: .error)
            return
        }
        guard let index = state.stack.lastIndex(where: { $0.everywhere != nil }), var screen = state.stack[index].everywhere else {
            Navigation.push(.everywhere(EverywhereScreen()), &state, &effects)
            // The catalog's endpoint (and token) found while the shopper types: the search is then one round trip.
            state.send(.prepareGlobalSearch, for: .catalogReady, busy: .quiet, then: EverywhereEvent.prepared, &effects)
            return
        }
        if index < state.top { Navigation.pop(to: index + 1, &state, &effects) }
        // A new query, typed afresh; esc goes back to the results as they were.
        screen.editing = true
        screen.opened = nil
        screen.query = ""
        state.stack[state.top] = .everywhere(screen)
    }

    /// Text editing while the query has the focus. True when the key was used.
    static func edit(_ key: Key, _ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        guard var screen = state.screen.everywhere, screen.editing else { return false }
        guard FormEditing.edit(key, &screen.query, limit: 200) else { return false }
        state.stack[state.top] = .everywhere(screen)
        return true
    }

    /// ⏎ on the query: the search runs, replacing the results.
    static func run(_ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.screen.everywhere else { return }
        let query = screen.query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else {
            state.status = StatusLine("Type what to look for in every store.", kind: .error)
            return
        }
        state.status = nil
        state.cancel(.screen(depth: state.top, .page), &effects)
        screen.results = ListState()
        screen.results.hasNextPage = false
        screen.opened = nil
        screen.searched = query
        screen.editing = false
        state.stack[state.top] = .everywhere(screen)
        send(GlobalSearch(query: query, shipsTo: state.market?.country), &state, &effects)
    }

    /// The next page, when the catalog pages (a token's caller; anonymous callers get one page).
    static func loadMore(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.everywhere, !screen.showsOffers, !state.isWaiting(.page), let query = screen.searched,
            let cursor = screen.results.endCursor, screen.results.wantsMore(prefetch: Paging.prefetchRows(state))
        else { return }
        send(GlobalSearch(query: query, shipsTo: state.market?.country, cursor: cursor), &state, &effects)
    }

    private static func send(_ search: GlobalSearch, _ state: inout AppState, _ effects: inout [Effect]) {
        state.send(.globalSearch(search), for: .page, busy: .saying("Searching every store…"), then: EverywhereEvent.page, &effects)
    }

    /// ⏎ on a result: its offers, read whole; ⏎ on an offer: its shop.
    static func openCurrent(_ state: inout AppState, _ effects: inout [Effect]) {
        guard let screen = state.screen.everywhere else { return }
        if screen.showsOffers {
            guard let offer = screen.offers.current else { return }
            return openShop(of: offer, &state, &effects)
        }
        guard let product = screen.results.current else { return }
        state.send(
            .globalProduct(id: product.id), for: .product, busy: .saying("Reading the offers…"), then: EverywhereEvent.product, &effects)
    }

    /// The product's offers on screen, the first one selected.
    static func show(_ product: GlobalProduct, _ screen: inout EverywhereScreen, _ state: inout AppState) {
        screen.opened = product
        screen.offers = ListState()
        screen.offers.append(Page(items: product.offers, hasNextPage: false, endCursor: nil))
        if product.offers.isEmpty { state.status = StatusLine("No seller offers this product now.") }
    }

    /// The offer's shop in the storefront, at its product; said in one line when the catalog
    /// names no shop for it.
    static func openShop(of offer: GlobalOffer, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let visit = ShopVisit(offer: offer) else {
            state.status = StatusLine("The catalog names no shop for this offer: it cannot be opened here.", kind: .error)
            return
        }
        if let here = state.shopDomain, here.lowercased() == visit.domain.lowercased() { return openHere(visit, &state, &effects) }
        state.status = StatusLine("Opening \(TerminalText.sanitized(visit.sellerName))…")
        effects.append(.visitShop(visit))
    }

    /// esc: from the offers back to the results, from a new query back to the results.
    static func back(_ state: inout AppState, _ effects: inout [Effect]) -> Bool {
        guard var screen = state.screen.everywhere else { return false }
        if screen.showsOffers {
            screen.opened = nil
            state.cancel(.screen(depth: state.top, .product), &effects)
        } else if screen.editing, let searched = screen.searched, !screen.results.items.isEmpty {
            screen.editing = false
            screen.query = searched
        } else {
            return false
        }
        state.stack[state.top] = .everywhere(screen)
        return true
    }

    /// `/` on the results: a new query, typed over the old one.
    static func editQuery(_ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.screen.everywhere else { return }
        screen.editing = true
        screen.opened = nil
        screen.query = ""
        state.stack[state.top] = .everywhere(screen)
    }
}
