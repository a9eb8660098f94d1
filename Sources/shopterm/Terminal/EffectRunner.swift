import Foundation
import ShopTermUI
import StoreKitCore
import Synchronization

/// Runs the UI's effects off the curses thread and hands the answers back as events.
/// Each request is a task that can be cancelled; its answer carries the request's ID.
final class EffectRunner: Sendable {
    private let client: StorefrontClient
    private let cartFile: CartFile
    private let accounts: AccountService
    private let makeCustomerAccounts: @Sendable () -> CustomerAccountClient?
    private let madeCustomerAccounts = Mutex<CustomerAccountClient??>(nil)
    private let tasks = Mutex<[RequestID: Task<Void, Never>]>([:])
    /// Called after each event is posted, from any thread (the event loop's wake-up).
    private let wake: @Sendable () -> Void
    private let events = Mutex<[Event]>([])
    private let cartWrites = DispatchQueue(label: "shopterm.cart-writes")
    /// Items per page of the lists.
    static let pageSize = 50

    private var homeQuery: HomeQuery { HomeQuery(first: Self.pageSize, productsFirst: Self.pageSize) }

    /// `sessionFile` holds the signed-in customer; `customerAccounts` makes (when first needed)
    /// the client that refreshes a Customer Account API login (nil when the shop has none).
    init(client: StorefrontClient, cartFile: CartFile, sessionFile: SessionFile,
         customerAccounts: @escaping @Sendable () -> CustomerAccountClient? = { nil }, wake: @escaping @Sendable () -> Void = {}) {
        self.wake = wake
        self.client = client
        self.cartFile = cartFile
        accounts = AccountService(client: client, sessionFile: sessionFile)
        makeCustomerAccounts = customerAccounts
    }

    private var customerAccounts: CustomerAccountClient? {
        madeCustomerAccounts.withLock { made in
            if let made { return made }
            let client = makeCustomerAccounts()
            made = .some(client)
            return client
        }
    }

    /// The checkout flow, for the signed-in customer when there is one (their token goes on the cart).
    private var flow: CheckoutFlow {
        let token = (try? accounts.loadSession())?.storefrontToken.accessToken
        return CheckoutFlow(backend: CartCheckout(client: client, customerAccessToken: token))
    }

    /// The events that arrived since the last call.
    func drain() -> [Event] {
        events.withLock { events in
            defer { events.removeAll() }
            return events
        }
    }

    private func post(_ event: Event) {
        events.withLock { $0.append(event) }
        wake()
    }

    /// Starts the asynchronous effects. (Terminal effects, such as copying, are the driver's.)
    func run(_ effect: Effect) {
        switch effect {
        case .request(let id, let request):
            let task = Task { [self] in
                // Stale-while-revalidate: the saved launch screen at once, then the store's.
                if case .home = request, let cached = try? await client.fetch(homeQuery, cachePolicy: .cacheOnly), !Task.isCancelled {
                    post(.response(id, .home(HomeData(cached), fresh: false)))
                }
                let response = await answer(request)
                guard !Task.isCancelled else { return }
                tasks.withLock { _ = $0.removeValue(forKey: id) }
                post(.response(id, response))
            }
            tasks.withLock { $0[id] = task }
        case .cancel(let id):
            tasks.withLock { $0.removeValue(forKey: id) }?.cancel()
        case .saveCart(let cart):
            let file = cartFile
            cartWrites.async { [self] in
                do { try file.save(cart) } catch { post(.effectFailed("The cart could not be saved: \(error)")) }
            }
        case .openURL(let url):
            do { try BrowserOpener.open(url) } catch { post(.effectFailed("\(error)")) }
        case .copy, .quit:
            break
        }
    }

    /// Stops everything (on quit).
    func cancelAll() {
        tasks.withLock { tasks in
            tasks.values.forEach { $0.cancel() }
            tasks.removeAll()
        }
        cartWrites.sync {}
    }

    private func answer(_ request: Request) async -> Response {
        do {
            switch request {
            case .home:
                // Writes the cache that the next launch starts from; a failure is reported, not
                // answered from the cache again (that copy is already on screen).
                return .home(HomeData(try await client.fetch(homeQuery, cachePolicy: .networkFirst(expireIn: 0))), fresh: true)
            case .collections(let after):
                return .collections(try await client.fetch(CollectionsQuery(first: Self.pageSize, after: after)).collections)
            case .collectionProducts(let handle, let after):
                guard let collection = try await client.fetch(CollectionProductsQuery(handle: handle, first: Self.pageSize,
                                                                                      after: after)).collection else {
                    return .collectionNotFound
                }
                return .products(collection.products)
            case .product(let handle):
                return .product(try await client.fetch(ProductQuery(.handle(handle))).product)
            case .search(let query, let after):
                return .products(try await client.fetch(ProductsQuery(first: Self.pageSize, after: after, query: query,
                                                                      sortKey: .relevance)).products)
            case .revalidate(let cart):
                let (fresh, changes) = try await CartRevalidator(client: client).revalidate(cart)
                return .revalidated(fresh, changes.map { LineChangeReport(line: $0.line, message: $0.change.description, blocksCheckout: $0.change.blocksCheckout) })
            case .checkoutStart(let lines, let email, let address, let previous):
                return .checkout(try await flow.prepare(lines: lines.map { (variantID: $0.variantID, quantity: $0.quantity) },
                                                        email: email, address: address, previous: previous))
            case .shippingRates(let state):
                return .checkout(try await flow.backend.shippingRates(for: state))
            case .selectShipping(let rate, let state):
                return .checkout(try await flow.backend.selectShippingRate(rate, for: state))
            case .awaitPayment(let state):
                guard let order = try await flow.waitForCompletion(of: state, interval: 2, timeout: 6 * 3600) else {
                    return .failure("not paid after six hours")
                }
                return .paid(order)
            case .loadAccount(let renew):
                guard try accounts.loadSession() != nil else { return .account(nil) }
                return .account(try await snapshot(try await accounts.activeSession(renew: renew, accounts: customerAccounts)))
            case .logIn(let email, let password):
                return .account(try await snapshot(try await accounts.logIn(email: email, password: password)))
            case .signUp(let form):
                return .account(try await snapshot(try await accounts.signUp(form)))
            case .logOut:
                try await accounts.logOut(accounts: customerAccounts)
                return .account(nil)
            case .saveAddress(let id, let address):
                return .account(try await changingAddresses { session in
                    if let id { _ = try await accounts.updateAddress(session, id: id, address) } else { _ = try await accounts.addAddress(session, address) }
                })
            case .deleteAddress(let id):
                return .account(try await changingAddresses { try await accounts.deleteAddress($0, id: id) })
            case .setDefaultAddress(let id):
                return .account(try await changingAddresses { _ = try await accounts.setDefaultAddress($0, id: id) })
            }
        } catch let error as AccountError {
            switch error {
            case .rejected(let errors):
                return .userErrors(Self.fieldMessages(errors))
            case .sessionExpired, .notLoggedIn:
                return .loggedOut(error.description)
            case .loggedOutLocally(let reason):
                return .loggedOut("Logged out on this computer; the shop could not be told (\(reason)).")
            default:
                return .failure(error.description)
            }
        } catch let error as CheckoutError {
            if case .userErrors(let errors) = error {
                return .userErrors(Self.fieldMessages(errors))
            }
            return .failure(error.description)
        } catch is CancellationError {
            return .failure("cancelled")
        } catch {
            return .failure("\(error)")
        }
    }

    /// Applies `change` to the signed-in customer's address book and returns the account as it is then.
    private func changingAddresses(_ change: (CustomerSession) async throws -> Void) async throws -> AccountSnapshot {
        let session = try await accounts.activeSession(accounts: customerAccounts)
        try await change(session)
        return try await snapshot(session)
    }

    /// The customer's profile, address book and latest orders.
    private func snapshot(_ session: CustomerSession) async throws -> AccountSnapshot {
        async let profile = accounts.profile(session)
        async let book = accounts.addresses(session, first: 100)
        async let orders = accounts.orders(session, first: 20)
        let (addresses, defaultID) = try await book
        return AccountSnapshot(profile: try await profile, addresses: addresses.items, defaultAddressID: defaultID,
                               orders: try await orders.items, viaCustomerAccountAPI: session.method == .customerAccount)
    }

    /// User errors as the forms show them: by form field key ("" for the form as a whole),
    /// several for one field joined.
    static func fieldMessages(_ errors: [UserError]) -> [String: String] {
        Dictionary(errors.map { (formKey($0.fieldName), $0.message) }, uniquingKeysWith: { "\($0); \($1)" })
    }

    /// The form field a user error names (`province` → `provinceCode`, `country` → `countryCode`:
    /// customer addresses name them so; the forms hold codes).
    private static func formKey(_ field: String?) -> String {
        switch field {
        case "province"?: return "provinceCode"
        case "country"?: return "countryCode"
        default: return field ?? ""
        }
    }
}

extension HomeData {
    init(_ data: HomeQuery.Data) {
        self.init(shop: data.shop, collections: data.collections,
                  prefetchedProducts: data.firstProducts.map { [$0.handle: $0.page] } ?? [:])
    }
}
