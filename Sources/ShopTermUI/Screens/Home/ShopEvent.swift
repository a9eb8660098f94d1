import StoreKitCore

/// What the answers to the shop's loads become: the launch screen (a cached copy first, then
/// the store's) and the next pages of its collections.
enum ShopEvent: AppEvent {
    /// The shop, its collections and menu (``AppState/loadShop(_:)``).
    case loaded(Result<ShopAnswer, StoreFailure>)
    /// The next page of the shop's collections (``AppState/loadCollections(_:)``).
    case collections(Result<Page<CollectionSummary>, StoreFailure>)

    func apply(_ state: inout AppState, _ effects: inout [Effect]) {
        switch self {
        case .loaded(.success(let answer)):
            Self.show(answer.home, fresh: answer.fresh, &state, &effects)
        case .loaded(.failure(.failed(let message))):
            if state.shop == nil {
                state.collections.error = message
                state.status = StatusLine("Could not load the shop: \(message) (r retries)", kind: .error)
            } else {
                state.status = StatusLine("Showing the saved catalog; the store did not answer: \(message)", kind: .error)
            }
        case .collections(.success(let page)):
            state.collections.append(page)
            if case .home = state.screen { Lists.loadMore(&state, &effects) }
        case .collections(.failure(.failed(let message))):
            state.collections.error = message
            state.status = StatusLine("Could not load collections: \(message) (r retries)", kind: .error)
        case .loaded(.failure(.refused)), .collections(.failure(.refused)):
            break
        }
    }

    /// The launch screen shown: a cached copy at once; the store's answer replaces it when it comes.
    private static func show(_ home: HomeData, fresh: Bool, _ state: inout AppState, _ effects: inout [Effect]) {
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
    }

    /// A cart saved in another currency than the store now prices in (the last session shopped
    /// in another market, or a flag picks one for this run) is repriced at once, so that the
    /// badge and the cart show this market's figures, not the last session's.
    private static func repriceLaunchCart(_ home: HomeData, _ state: inout AppState, _ effects: inout [Effect]) {
        guard !state.cart.local.lines.isEmpty, state.cartChecking == nil else { return }
        let marketCurrency =
            home.prefetchedProducts.values.lazy.compactMap { $0.items.first?.minPrice.currencyCode }.first
            ?? (state.market == nil ? home.shop.currencyCode : nil)
        guard let marketCurrency, state.cart.local.lines.contains(where: { $0.price.currencyCode != marketCurrency }) else { return }
        state.checkCart(&effects)
    }
}
