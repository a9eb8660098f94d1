import StoreKitCore

/// The country and language picker: `m` lists the store's countries, ←/→ picks the language,
/// Enter shops there. A change starts the storefront over in the new market, as a web store
/// reloads: the shop, its collections and the cart's prices are asked for again, in its currency,
/// and a product page or the cart it was chosen from is shown again.
enum MarketPicker {
    /// `m`: opens the picker and asks the store where it sells (not during a checkout: its
    /// prices are the market's it was made in).
    static func open(_ state: inout AppState, _ effects: inout [Effect]) {
        guard state.screen.markets == nil else { return }
        guard !state.checkoutInProgress else {
            state.status = StatusLine("The country cannot change during a checkout: leave it first (esc).", kind: .error)
            return
        }
        Navigation.push(.markets(MarketScreen(language: state.market?.language)), &state, &effects)
        askForCountries(&state, &effects)
    }

    /// `r` once the countries failed to load: asked again.
    static func retry(_ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.screen.markets, screen.countries.error != nil else { return }
        screen.countries.error = nil
        state.stack[state.top] = .markets(screen)
        askForCountries(&state, &effects)
    }

    /// Where the store sells, for the picker on top.
    private static func askForCountries(_ state: inout AppState, _ effects: inout [Effect]) {
        state.send(.localization, for: .page, busy: .saying("Loading the store's countries…"), then: MarketsEvent.countries, &effects)
    }

    static func perform(_ action: Action, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var screen = state.screen.markets, !state.isWaiting(.marketChange) else { return }
        switch action {
        case .previousValue: screen.cycleLanguage(by: -1)
        case .nextValue: screen.cycleLanguage(by: 1)
        case .submit:
            guard let choice = screen.choice else { return }
            if choice == screen.current {
                Navigation.back(&state, &effects)
                state.status = StatusLine("Still shopping in \(screen.countries.current?.name ?? choice.country).")
                return
            }
            state.send(
                .changeMarket(choice, state.cart.local), for: .marketChange, busy: .saying("Changing the country…"), then: MarketsEvent.moved,
                &effects)
        default: return
        }
        state.stack[state.top] = .markets(screen)
    }

    /// The answers to the picker's requests, for the picker at `depth`: its countries, and the
    /// change of market (which starts over from home: the picker is gone then).
    static func apply(_ event: MarketsEvent, depth: Int, _ state: inout AppState, _ effects: inout [Effect]) {
        state.updateScreen(at: depth, \.markets) { screen, state in
            switch event {
            case .countries(.success(let localization)):
                screen.countries = ListState()
                screen.countries.append(Page(items: localization.countries, hasNextPage: false, endCursor: nil))
                screen.current = MarketChoice(country: localization.country, language: localization.language)
                // A configured country the store does not sell to is answered in its own: the header says which.
                if state.market != nil {
                    state.market = screen.current
                    state.moneyStyle.marketLocale = screen.current?.moneyLocale
                }
                let here = localization.countries.firstIndex { $0.code == localization.country } ?? 0
                screen.countries.select(here, rows: MarketLayout.listRows(state))
            case .countries(.failure(let failure)):
                screen.countries.error = failure.message
                state.status = StatusLine("Could not load the store's countries: \(failure.message) (r retries)", kind: .error)
            case .moved(.success(let move)):
                let country = screen.countries.items.first { $0.code == move.choice.country }
                changed(to: move.choice, storeCart: move.storeCart, named: country, &state, &effects)
            case .moved(.failure(let failure)):
                state.status = StatusLine("The market did not change: \(failure.message)", kind: .error)
            }
        }
    }

    /// Starts the storefront over in `choice`: every answer already shown or under way was in
    /// the old market, so the screens go, home and the cart's prices are asked for again, and
    /// the store's cart (moved by the service) is kept.
    private static func changed(
        to choice: MarketChoice, storeCart: CheckoutState?, named country: MarketCountry?,
        _ state: inout AppState, _ effects: inout [Effect]
    ) {
        // The screens the picker was opened over: the way back through a collection, and a product
        // page or the cart, are shown again.
        let path = state.stack.prefix(state.stack.lastIndex { $0.markets != nil } ?? 0)
        // Everything under way was asked in the old market; only the customer's account is not the market's.
        state.inFlight.cancel(where: { $0 != .app(.account) }, &effects)
        state.market = choice
        // The new market's amounts are written as its country writes them, from the first answer on.
        state.moneyStyle.marketLocale = choice.moneyLocale
        state.stack = [.home]
        state.browsingCollections = false
        state.collections = ListState()
        state.menu = nil
        state.prefetchedProducts = [:]
        state.readAhead.forget()
        state.cart.lineReports = []
        state.cart.lastStoreCart = storeCart
        if let storeCart {
            // Kept at once: should the cart's check fail or the shopper quit before it answers,
            // the saved cart still names the store cart the market moved it to.
            state.cart.local.storeCart = LocalCart.StoreCart(id: storeCart.id, apiVersion: state.apiVersion)
            effects.append(.saveCart(state.cart.local))
        }
        state.loadShop(&effects)
        if !state.cart.local.lines.isEmpty { state.checkCart(&effects) }
        reopen(path, &state, &effects)
        let name = country?.name ?? choice.country
        // The language is said where there was a choice of one.
        let language = (country?.languages.count ?? 0) > 1 ? country?.languages.first { $0.code == choice.language }?.name : nil
        let currency = country.map { " (prices in \($0.currency))" } ?? ""
        let filtered = !(path.last { $0.collection != nil }?.collection?.finding.options.filters.isEmpty ?? true)
        state.status = StatusLine(
            "Now shopping in \(name)\(currency)\(language.map { ", in \($0)" } ?? "")."
                + (filtered ? " The collection's filters start over." : ""))
    }

    /// The screens the shopper changed market from, over home again, each read anew in the new
    /// market: the collection they came through (in its order; its filters were the old market's,
    /// a price range in the old currency, so they start over), then the product page (its chosen
    /// options and quantity kept) or the cart, as its recheck reprices it. Other screens start
    /// over from home.
    private static func reopen(_ path: ArraySlice<Screen>, _ state: inout AppState, _ effects: inout [Effect]) {
        if let collection = path.compactMap(\.collection).last {
            Navigation.openCollection(
                handle: collection.handle, title: collection.title, sort: collection.finding.options.sort, &state, &effects)
        }
        switch path.last {
        case .product(let page)?:
            Navigation.openProduct(handle: page.handle, title: page.title, &state, &effects)
            state.stack[state.top].product?.selection = page.selection
            state.stack[state.top].product?.quantity = page.quantity
        case .cart?:
            Navigation.push(.cart, &state, &effects)
        default:
            break
        }
    }
}
