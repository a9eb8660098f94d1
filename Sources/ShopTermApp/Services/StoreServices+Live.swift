import Foundation
import ShopTermUI
import StoreKitCore
import Synchronization

extension StoreServices {
    /// The services of a real (or demo) store reached through `client`: this shop's cart file,
    /// signed-in customer and picked market, and (made when first needed) the Customer Account
    /// API client that refreshes such a login.
    public static func live(client: StorefrontClient, cartFile: CartFile, sessionFile: SessionFile, marketFile: MarketChoiceFile,
                            customerAccounts: @escaping @Sendable () -> CustomerAccountClient? = { nil }) -> StoreServices {
        let accounts = AccountService(client: client, sessionFile: sessionFile)
        let made = Mutex<CustomerAccountClient??>(nil)
        let accountClient: @Sendable () -> CustomerAccountClient? = {
            made.withLock { made in
                if let made { return made }
                let client = customerAccounts()
                made = .some(client)
                return client
            }
        }
        /// The checkout flow, for the signed-in customer when there is one (their token goes on the cart).
        let flow: @Sendable () -> CheckoutFlow = {
            let token = (try? accounts.loadSession())?.storefrontToken.accessToken
            return CheckoutFlow(backend: CartCheckout(client: client, customerAccessToken: token))
        }
        let extrasEditor: @Sendable () -> CartExtrasEditor = {
            CartExtrasEditor(flow: flow(), apiVersion: client.configuration.apiVersion.rawValue, moneyStyle: { await client.moneyStyle() })
        }
        let home = HomeQuery(first: Paging.pageSize, productsFirst: Paging.pageSize)
        let snapshot: @Sendable (CustomerSession) async throws -> AccountSnapshot = { try await accounts.snapshot($0) }
        // Menus need a token (`unauthenticated_read_content`): a tokenless client does not ask.
        let menu: MenuQuery? = client.configuration.token.isEmpty ? nil : MenuQuery()
        var services = StoreServices(
            cachedHome: {
                client.cachedData(home).map { HomeData($0, menu: menu.flatMap(client.cachedData)?.menu) }
            },
            // Writes the cache that the next launch starts from; a failure is reported, not
            // answered from the cache again (that copy is already on screen). The menu is asked
            // beside it, and the collections stand in when the store will not give it.
            home: {
                async let storeMenu: StoreMenu? = { () async -> StoreMenu? in
                    guard let menu else { return nil }
                    return try? await client.fetch(menu, cachePolicy: .networkFirst(expireIn: 0)).menu
                }()
                let data = try await client.fetch(home, cachePolicy: .networkFirst(expireIn: 0))
                return HomeData(data, menu: await storeMenu)
            },
            collections: { after in try await client.fetch(CollectionsQuery(first: Paging.pageSize, after: after)).collections },
            collectionProducts: { handle, after, options in
                try await client.fetch(CollectionProductsQuery(handle: handle, first: Paging.pageSize, after: after, sort: options.sort,
                                                               filters: options.filters)).collection?.listing
            },
            product: { handle in try await client.productPage(.handle(handle)) },
            search: { query, after, options in
                try await client.fetch(SearchProductsQuery(query: query, first: Paging.pageSize, after: after, sort: options.sort,
                                                           filters: options.filters)).listing
            },
            suggest: { query in try await client.fetch(PredictiveSearchQuery(query: query, limit: TypeAhead.limit)).suggestions },
            variant: { id, selection in try await client.variant(of: id, matching: selection) },
            recommendations: { id in try await client.fetch(ProductRecommendationsQuery(productID: id)).productRecommendations ?? [] },
            revalidate: { cart in
                let (fresh, changes) = try await CartRevalidator(client: client).revalidate(cart)
                return (fresh, changes.map { LineChangeReport(line: $0.line, message: $0.change.description, blocksCheckout: $0.change.blocksCheckout) })
            },
            startCheckout: { lines, email, address, extras, previous in
                try await flow().prepare(lines: lines, email: email, address: address, extras: extras, previous: previous)
            },
            changeCartExtras: { change, cart in
                try await extrasEditor().apply(change, to: cart)
            },
            shippingRates: { state in try await flow().backend.shippingRates(for: state) },
            selectShipping: { rate, state in try await flow().backend.selectShippingRate(rate, for: state) },
            awaitPayment: { state in
                let started = Date()
                guard let paid = try await flow().waitForCompletion(of: state, interval: 2, timeout: 6 * 3600) else { return nil }
                // Logged in, the order joins the account: it can be named, with what was charged.
                return await accounts.order(paidSince: started) ?? paid
            },
            account: { renew in
                guard try accounts.loadSession() != nil else { return nil }
                return try await snapshot(try await accounts.activeSession(renew: renew, accounts: accountClient()))
            },
            logIn: { email, password in try await snapshot(try await accounts.logIn(email: email, password: password)) },
            signUp: { form in try await snapshot(try await accounts.signUp(form)) },
            logOut: { _ = try await accounts.logOut(accounts: accountClient()) },
            changeAddresses: { change in
                let session = try await accounts.activeSession(accounts: accountClient())
                switch change {
                case .save(let id?, let address): _ = try await accounts.updateAddress(session, id: id, address)
                case .save(nil, let address): _ = try await accounts.addAddress(session, address)
                case .delete(let id): try await accounts.deleteAddress(session, id: id)
                case .makeDefault(let id): _ = try await accounts.setDefaultAddress(session, id: id)
                }
                return try await snapshot(session)
            },
            localization: { try await client.fetch(LocalizationQuery()).localization },
            changeMarket: { market, cart in
                // Remembered first: when that fails nothing has changed.
                try marketFile.save(market)
                client.changeMarket(to: market)
                // The store's cart follows (its totals in the new currency); when it cannot, the
                // checkout moves it with the address, so the change of market stands.
                return try? await extrasEditor().resync(cart)?.state
            },
            saveCart: { cart in try cartFile.save(cart) },
            openURL: { url in try BrowserOpener.open(url) })
        // The Customer Account API login: begun (its page's address; the listener, if any, is
        // up), then ended with the redirect heard or pasted. One at a time: a new one replaces it.
        let attempt = Mutex<OAuthAttempt?>(nil)
        services.startBrowserLogIn = { paste in
            guard let accounts = accountClient() else { throw CustomerAccountError.notConfigured }
            let started = try OAuthAttempt(accounts: accounts, paste: paste)
            attempt.withLock { $0 = started }
            return started.url
        }
        services.finishBrowserLogIn = { pasted in
            guard let started = attempt.withLock({ $0 }) else { throw CustomerAccountError.badRedirect("no login is under way; start again") }
            let code = try await started.code(pasted: pasted, timeout: 900)
            attempt.withLock { if $0 === started { $0 = nil } }
            return try await snapshot(try await started.logIn(code: code, accounts: accounts))
        }
        services.refreshStoreCart = { cart in try await extrasEditor().refresh(cart) }
        services.storeCartExists = { id in try await CartCheckout(client: client).fetch(id: id) != nil }
        return services
    }
}

extension AccountService {
    /// The customer's profile, address book and latest orders.
    func snapshot(_ session: CustomerSession) async throws -> AccountSnapshot {
        async let profile = profile(session)
        async let book = addresses(session, first: 100)
        async let orders = orders(session)
        let (addresses, defaultID) = try await book
        return AccountSnapshot(profile: try await profile, addresses: addresses.items, defaultAddressID: defaultID,
                               orders: try await orders.items, viaCustomerAccountAPI: session.method == .customerAccount)
    }
}

extension HomeData {
    /// The launch screen from the launch query's answer and the store's main menu.
    init(_ data: HomeQuery.Data, menu: StoreMenu?) {
        self.init(shop: data.shop, collections: data.collections,
                  prefetchedProducts: data.firstProducts.map { [$0.handle: $0.page] } ?? [:], menu: menu)
    }
}
