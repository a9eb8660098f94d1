import StoreKitCore

/// Answers from the effect runner, delivered to whoever asked (its ``Waiter`` in ``InFlight``),
/// or dropped when nobody waits for that request any more (the screen was left, or a newer
/// request replaced it).
enum Responses {
    /// A cart saved in another currency than the store now prices in (the last session shopped
    /// in another market, or a flag picks one for this run) is repriced at once, so that the
    /// badge and the cart show this market's figures, not the last session's.
    private static func repriceLaunchCart(_ home: HomeData, _ state: inout AppState, _ effects: inout [Effect]) {
        guard !state.cart.lines.isEmpty, state.cartChecking == nil else { return }
        let marketCurrency =
            home.prefetchedProducts.values.lazy.compactMap { $0.items.first?.minPrice.currencyCode }.first
            ?? (state.market == nil ? home.shop.currencyCode : nil)
        guard let marketCurrency, state.cart.lines.contains(where: { $0.price.currencyCode != marketCurrency }) else { return }
        state.send(.revalidate(state.cart), for: .cartCheck, &effects)
    }

    /// The answer to request `id`, given to its waiter; an answer nobody waits for is stale.
    static func apply(_ response: Response, to id: RequestID, in state: inout AppState, _ effects: inout [Effect]) {
        let reply = state.inFlight.reply(to: id)
        guard let waiter = state.inFlight.finish(id) else { return }
        switch waiter {
        case .shop:
            shop(response, id, &state, &effects)
        case .collections:
            switch response {
            case .collections(let page):
                state.collections.append(page)
                if case .home = state.screen { Lists.loadMore(&state, &effects) }
            case .failure(let message):
                state.collections.error = message
                state.status = StatusLine("Could not load collections: \(message) (r retries)", kind: .error)
            default: break
            }
        case .account:
            Account.applyLoad(response, &state, &effects)
        case .cartCheck:
            cartChecked(response, &state, &effects)
        case .cartExtras:
            CartExtrasUpdate.apply(response, &state, &effects)
        case .storeCartLookup:
            StoreCartRules.looked(response, &state, &effects)
        case .storeCartRefresh:
            StoreCartRules.apply(response, &state, &effects)
        case .readAhead(let handle):
            ReadAheadRules.apply(response, handle: handle, &state)
        case .picture:
            PictureRules.apply(response, &state)
        case .screen(let depth, _):
            // A screen's request is sent with its reply (``AppState/send(_:for:depth:then:_:)``):
            // the screen's own event, applied to it where it now is.
            reply?.apply(response, depth, &state, &effects)
        }
    }

    /// A timer ran out: the rest its waiter waited for is over.
    static func fired(_ id: RequestID, _ state: inout AppState, _ effects: inout [Effect]) {
        guard let waiter = state.inFlight.finish(id) else { return }
        switch waiter {
        case .readAhead(let handle): ReadAheadRules.fired(handle, &state, &effects)
        case .picture: PictureRules.fired(&state, &effects)
        case .screen(let depth, .suggestions): TypeAheadRules.fired(depth: depth, &state, &effects)
        case .shop, .collections, .account, .cartCheck, .cartExtras, .storeCartLookup, .storeCartRefresh, .screen: break
        }
    }

    private static func shop(_ response: Response, _ id: RequestID, _ state: inout AppState, _ effects: inout [Effect]) {
        switch response {
        case .home(let home, let fresh):
            // A cached copy shows at once; the store's answer replaces it when it comes.
            if !fresh { state.inFlight.restore(id, .shop) }
            state.shop = home.shop
            state.moneyStyle = MoneyStyle(
                locale: state.locale, shopFormat: home.shop.moneyFormat, shopCurrency: home.shop.currencyCode,
                marketLocale: state.market?.moneyLocale, asciiOnly: state.asciiOnly)
            let selected = state.collections.selected
            state.collections = ListState()
            state.collections.append(home.collections)
            state.collections.select(selected, rows: state.contentRows)
            state.prefetchedProducts = home.prefetchedProducts
            HomeMenu.received(home.menu, &state)
            if fresh, case .home = state.screen { Lists.loadMore(&state, &effects) }
            if fresh { repriceLaunchCart(home, &state, &effects) }
        case .failure(let message):
            if state.shop == nil {
                state.collections.error = message
                state.status = StatusLine("Could not load the shop: \(message) (r retries)", kind: .error)
            } else {
                state.status = StatusLine("Showing the saved catalog; the store did not answer: \(message)", kind: .error)
            }
        default: break
        }
    }

    private static func cartChecked(_ response: Response, _ state: inout AppState, _ effects: inout [Effect]) {
        // A recheck asks the store for its totals again, even for a cart it already asked about.
        state.storeCartAskedFor = nil
        state.recheckFound = nil
        switch response {
        case .revalidated(let checked, let found):
            // The cart may have changed while the store answered (a line added, a quantity
            // changed, a line removed): the answer changes only the lines it checked.
            let cart = state.cart.takingSnapshots(of: checked)
            let reports = found.compactMap { report in
                cart.lineNumber(of: report.line, in: checked).map {
                    LineChangeReport(line: $0, message: report.message, blocksCheckout: report.blocksCheckout)
                }
            }
            let repriced = cart.subtotal.map { $0.currencyCode != state.cart.subtotal?.currencyCode } ?? false
            state.cart = cart
            state.lineReports = reports
            effects.append(.saveCart(cart))
            if !reports.isEmpty {
                state.status = StatusLine(
                    reports.map { "Line \($0.line): \($0.message)" }.joined(separator: "; "),
                    kind: reports.contains(where: \.blocksCheckout) ? .error : .info)
            } else if repriced, let subtotal = cart.subtotal {
                let said = "The cart is now in \(subtotal.currencyCode): \(subtotal.formatted(state.moneyStyle))."
                state.status = StatusLine(said)
                state.recheckFound = state.recheckAsksStoreCart ? said : nil
            } else if state.recheckAsksStoreCart {
                state.status = StatusLine("Same prices, all for sale; asking the store what it holds…")
            } else {
                state.status = StatusLine("Every line is as it was: same prices, all available.")
            }
        case .failure(let message):
            state.recheckAsksStoreCart = false
            state.status = StatusLine("Could not check the cart: \(message)", kind: .error)
        default: break
        }
    }
}
