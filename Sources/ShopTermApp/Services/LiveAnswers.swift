import Foundation
import ShopTermUI
import StoreKitCore
import Synchronization
import TerminalPictures

/// What each request means for a real (or demo) store reached through a client: one switch
/// over ``Request`` that the compiler checks, each case the store calls it takes. Failures are
/// answers too (``StoreServices/response(for:)``).
final class LiveAnswers: Sendable {
    let client: StorefrontClient
    let accounts: AccountService
    /// Remembers the market a shopper picks (a file, or serve-ssh's shoppers' database).
    let saveMarket: @Sendable (MarketChoice) throws -> Void
    /// Reads the cart as it is kept now (a file, serve-ssh's shoppers' database, a guest's memory).
    let loadCart: @Sendable () throws -> ShopperKeeping.LoadedCart
    /// The launch answers shared by the sessions of one host (serve-ssh); nil: this storefront
    /// asks the store itself at each launch.
    let sharedCatalog: SharedCatalog?
    /// The Customer Account API client that refreshes such a login (made when first needed).
    let accountClient: @Sendable () -> CustomerAccountClient?
    /// A product image drawn for this terminal; nil: this terminal shows no pictures.
    let pictures: (@Sendable (PictureDrawing) async throws -> Picture)?
    /// The search of every store; nil where this storefront offers none.
    let globalCatalog: GlobalCatalogClient?
    /// The Customer Account API login under way: begun (its page's address; the listener, if
    /// any, is up), then ended with the redirect heard or pasted. A new one replaces it.
    let browserLogIn = Mutex<OAuthAttempt?>(nil)
    let home = HomeQuery(first: Paging.pageSize, productsFirst: Paging.pageSize)
    /// Menus need a token (`unauthenticated_read_content`): a tokenless client does not ask.
    var menu: MenuQuery? { client.configuration.token.isEmpty ? nil : MenuQuery() }

    init(
        client: StorefrontClient, accounts: AccountService, saveMarket: @escaping @Sendable (MarketChoice) throws -> Void,
        loadCart: @escaping @Sendable () throws -> ShopperKeeping.LoadedCart,
        accountClient: @escaping @Sendable () -> CustomerAccountClient?, pictures: (@Sendable (PictureDrawing) async throws -> Picture)?,
        sharedCatalog: SharedCatalog? = nil, globalCatalog: GlobalCatalogClient? = nil
    ) {
        self.sharedCatalog = sharedCatalog
        self.globalCatalog = globalCatalog
        self.client = client
        self.accounts = accounts
        self.saveMarket = saveMarket
        self.loadCart = loadCart
        self.accountClient = accountClient
        self.pictures = pictures
    }

    /// The answer to `request`.
    func answer(_ request: Request) async -> Response {
        do {
            return try await respond(request)
        } catch {
            return StoreServices.response(for: error)
        }
    }

    /// The launch screen as the disk cache last saw it.
    func cachedHome() -> HomeData? {
        client.cachedData(home).map { HomeData($0, menu: menu.flatMap { client.cachedData($0) }?.menu) }
    }

    private func respond(_ request: Request) async throws -> Response {
        switch request {
        case .home:
            return .home(try await freshHome(), fresh: true)
        case .collections(let after):
            return .collections(try await client.fetch(CollectionsQuery(first: Paging.pageSize, after: after)).collections)
        case .collectionProducts(let handle, let after, let options):
            let query = CollectionProductsQuery(handle: handle, first: Paging.pageSize, after: after, sort: options.sort, filters: options.filters)
            guard let listing = try await client.fetch(query).collection?.listing else { return .collectionNotFound }
            return .products(listing)
        case .product(let handle):
            return .product(try await client.productPage(.handle(handle)))
        case .variant(let id, let selection):
            return .variant(try await client.variant(of: id, matching: selection))
        case .search(let query, let after, let options):
            let search = SearchProductsQuery(query: query, first: Paging.pageSize, after: after, sort: options.sort, filters: options.filters)
            return .products(try await client.fetch(search).listing)
        case .suggest(let query):
            return .suggestions(try await client.fetch(PredictiveSearchQuery(query: query, limit: TypeAhead.limit)).suggestions)
        case .checkStock(let id):
            return .stock(try await client.productPage(.id(id)))
        case .recommendations(let id):
            return .recommendations(try await client.fetch(ProductRecommendationsQuery(productID: id)).productRecommendations ?? [])
        case .keptCart:
            // A kept cart that cannot be read was moved aside by the keeping: the storefront
            // keeps the cart it holds (and its next save writes it back).
            let loaded = try loadCart()
            if let problem = loaded.problem { return .failure(problem) }
            return .keptCart(loaded.cart)
        case .revalidate(let cart):
            let check = try await checkout().check(cart)
            return .revalidated(check.cart, check.reports(await client.moneyStyle()))
        case .checkoutStart(let lines, let email, let address, let extras, let previous):
            // A store cart gone is replaced: the storefront looked at launch (``StoreCartRules``)
            // and the cart screen asked the shopper once (⏎ again) before this checkout.
            return .checkout(
                try await checkout().start(
                    lines: lines, extras: extras, email: email, address: address, previous: previous, startOverIfGone: true))
        case .cartExtras(let change, let cart):
            let outcome = try await extrasEditor().apply(change, to: cart)
            return .cartExtras(outcome.cart, outcome.state, notices: outcome.notices, refusal: outcome.refusal)
        case .refreshStoreCart(let cart):
            let (synced, state) = try await extrasEditor().refresh(cart)
            return .cartExtras(synced, state, notices: [], refusal: nil)
        case .storeCartExists(let id):
            return .storeCartExists(try await CartCheckout(client: client).fetch(id: id) != nil)
        case .shippingRates(let state):
            return .checkout(try await checkout().flow.backend.shippingRates(for: state))
        case .selectShipping(let rate, let state):
            // The last step before the hand-off: a signed-in customer's token goes on the cart afresh.
            let backend = checkout().flow.backend
            return .checkout(try await backend.renewingCustomer(try await backend.selectShippingRate(rate, for: state)))
        case .awaitPayment(let state):
            // Logged in, the order joins the account: it can be named, with what was charged.
            guard let order = try await checkout().awaitPayment(of: state, interval: 2, timeout: 6 * 3600, orders: accounts) else {
                return .failure("not paid after six hours")
            }
            return .paid(order)
        case .loadAccount(let renew):
            guard try accounts.loadSession() != nil else { return .account(nil) }
            return .account(try await accounts.snapshot(try await accounts.activeSession(renew: renew, accounts: accountClient())))
        case .logIn(let email, let password):
            return .account(try await accounts.snapshot(try await accounts.logIn(email: email, password: password)))
        case .startBrowserLogIn(let paste):
            let started = try startBrowserLogIn(paste: paste)
            return .browserLogInStarted(started.url, pasteFrom: started.pasteFrom)
        case .finishBrowserLogIn(let pasted):
            return .account(try await finishBrowserLogIn(pasted: pasted))
        case .signUp(let form):
            return .account(try await accounts.snapshot(try await accounts.signUp(form)))
        case .logOut:
            _ = try await accounts.logOut(accounts: accountClient())
            return .account(nil)
        case .saveAddress(let id, let address):
            return .account(try await changeAddresses(.save(id: id, address)))
        case .deleteAddress(let id):
            return .account(try await changeAddresses(.delete(id: id)))
        case .setDefaultAddress(let id):
            return .account(try await changeAddresses(.makeDefault(id: id)))
        case .localization:
            return .localization(try await client.fetch(LocalizationQuery()).localization)
        case .changeMarket(let market, let cart):
            return .marketChanged(market, storeCart: try await changeMarket(market, cart))
        case .picture(let drawing):
            guard let pictures else { throw PictureError("pictures are off") }
            return .picture(try await pictures(drawing))
        case .prepareGlobalSearch:
            try await everywhere().prepare()
            return .globalSearchPrepared
        case .globalSearch(let search):
            return .globalSearch(try await everywhere().search(search))
        case .globalProduct(let id):
            return .globalProduct(try await everywhere().product(id: id, shipsTo: client.configuration.buyer.country))
        }
    }

    /// The global catalog's client, or why there is none.
    private func everywhere() throws -> GlobalCatalogClient {
        guard let globalCatalog else { throw CLIError("the search of every store is not offered here") }
        return globalCatalog
    }

    /// The launch screen from the store, written to the cache the next launch starts from; a
    /// failure is reported, not answered from the cache again (that copy is already on screen).
    /// The menu is asked beside it, and the collections stand in when the store will not give it.
    private func freshHome() async throws -> HomeData {
        if let sharedCatalog { return try await sharedHome(sharedCatalog) }
        return try await storeHome()
    }

    /// The launch screen and the menu, asked of the store together.
    private func storeHome() async throws -> HomeData {
        let menu = menu
        async let storeMenu: StoreMenu? = { () async -> StoreMenu? in
            guard let menu else { return nil }
            return try? await client.fetch(menu, cachePolicy: .networkFirst(expireIn: 0)).menu
        }()
        let data = try await client.fetch(home, cachePolicy: .networkFirst(expireIn: 0))
        return HomeData(data, menu: await storeMenu)
    }

    /// The launch screen as every session of this host shares it (``SharedCatalog``): from the
    /// cache while it is younger than the window, else asked by one session for all of them.
    private func sharedHome(_ shared: SharedCatalog) async throws -> HomeData {
        let (home, menu, client) = (home, menu, client)
        func cached() -> HomeData? {
            client.cachedData(home, maxAge: shared.window).map { HomeData($0, menu: menu.flatMap { client.cachedData($0, maxAge: nil) }?.menu) }
        }
        if let ready = cached() { return ready }
        return try await shared.oneAtATime {
            // Another session may have asked while this one waited for the lock.
            if let ready = cached() { return ready }
            let fresh = try await storeHome()
            DiskResponseCache.waitForWrites()  // on disk before the lock is let go: the others read it
            return fresh
        }
    }

    /// The checkout of the cart, for the signed-in customer when there is one (their token goes on the cart).
    private func checkout() -> LocalCartCheckout {
        LocalCartCheckout(client: client, customer: try? accounts.loadSession(), accounts: accounts, accountClient: accountClient())
    }

    private func extrasEditor() -> CartExtrasEditor {
        let client = client
        return CartExtrasEditor(
            flow: checkout().flow, apiVersion: client.configuration.apiVersion.rawValue, moneyStyle: { await client.moneyStyle() })
    }

    private func changeAddresses(_ change: AddressBookChange) async throws -> AccountSnapshot {
        let session = try await accounts.activeSession(accounts: accountClient())
        switch change {
        case .save(let id?, let address): _ = try await accounts.updateAddress(session, id: id, address)
        case .save(nil, let address): _ = try await accounts.addAddress(session, address)
        case .delete(let id): try await accounts.deleteAddress(session, id: id)
        case .makeDefault(let id): _ = try await accounts.setDefaultAddress(session, id: id)
        }
        return try await accounts.snapshot(session)
    }

    /// Shops in `market` from now on, remembered for the shop; the cart's store cart, when it
    /// has one, moves there and is returned (nil: none, or it could not be moved).
    private func changeMarket(_ market: MarketChoice, _ cart: LocalCart) async throws -> CheckoutState? {
        // Remembered first: when that fails nothing has changed.
        try saveMarket(market)
        client.changeMarket(to: market)
        // The store's cart follows (its totals in the new currency); when it cannot, the
        // checkout moves it with the address, so the change of market stands.
        return try? await extrasEditor().resync(cart)?.state
    }

    private func startBrowserLogIn(paste: Bool) throws -> OAuthAttempt {
        guard let accounts = accountClient() else { throw CustomerAccountError.notConfigured }
        let started = try OAuthAttempt(accounts: accounts, paste: paste)
        browserLogIn.withLock { $0 = started }
        return started
    }

    private func finishBrowserLogIn(pasted: String?) async throws -> AccountSnapshot {
        guard let started = browserLogIn.withLock({ $0 }) else { throw CustomerAccountError.badRedirect("no login is under way; start again") }
        let code = try await started.code(pasted: pasted, timeout: 900)
        browserLogIn.withLock { if $0 === started { $0 = nil } }
        return try await accounts.snapshot(try await started.logIn(code: code, accounts: accounts))
    }
}
