import Foundation
import ShopTermUI
import StoreKitCore
import Synchronization
import TerminalPictures

extension StoreServices {
    /// The services of a real (or demo) store reached through `client`: where this shopper's
    /// cart, picked market and signed-in customer are kept, the Customer Account API client that refreshes
    /// such a login (made when first needed), and the terminal's pictures (none by default:
    /// the storefront never asks then).
    public static func live(
        client: StorefrontClient, keeping: ShopperKeeping,
        customerAccounts: @escaping @Sendable () -> CustomerAccountClient? = { nil },
        pictures: (@Sendable (PictureDrawing) async throws -> Picture)? = nil, sharedCatalog: SharedCatalog? = nil,
        globalCatalog: GlobalCatalogClient? = nil
    ) -> StoreServices {
        let made = Mutex<CustomerAccountClient??>(nil)
        let answers = LiveAnswers(
            client: client, accounts: AccountService(client: client, sessionFile: keeping.customer), saveMarket: keeping.saveMarket,
            loadCart: keeping.loadCart,
            accountClient: {
                made.withLock { made in
                    if let made { return made }
                    let client = customerAccounts()
                    made = .some(client)
                    return client
                }
            },
            pictures: pictures, sharedCatalog: sharedCatalog, globalCatalog: globalCatalog)
        return StoreServices(
            cachedHome: { answers.cachedHome() }, answer: { await answers.answer($0) },
            saveCart: keeping.saveCart, openURL: { try BrowserOpener.open($0) })
    }
}

extension AccountService {
    /// The customer's profile, address book and latest orders.
    func snapshot(_ session: CustomerSession) async throws -> AccountSnapshot {
        async let profile = profile(session)
        async let book = addresses(session, first: 100)
        async let orders = orders(session)
        let (addresses, defaultID) = try await book
        return AccountSnapshot(
            profile: try await profile, addresses: addresses.items, defaultAddressID: defaultID,
            orders: try await orders.items, viaCustomerAccountAPI: session.method == .customerAccount)
    }
}

extension HomeData {
    /// The launch screen from the launch query's answer and the store's main menu.
    init(_ data: HomeQuery.Data, menu: StoreMenu?) {
        self.init(
            shop: data.shop, collections: data.collections,
            prefetchedProducts: data.firstProducts.map { [$0.handle: $0.page] } ?? [:], menu: menu)
    }
}
