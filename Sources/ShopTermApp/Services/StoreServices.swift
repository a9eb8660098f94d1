import Foundation
import ShopTermUI
import StoreKitCore
import TerminalPictures

/// Everything the storefront's effects need from the outside world, as values: the store's
/// catalog, the checkout, the customer's account, the cart file and the browser. The live value
/// (``live(client:cartFile:sessionFile:marketFile:customerAccounts:)``) talks to a store; tests build one
/// from closures that answer at once, so UI effects are tested without faking HTTP.
public struct StoreServices: Sendable {
    /// The launch screen as the disk cache last saw it (nil when it has none), read at once:
    /// the first frame shows it.
    public var cachedHome: @Sendable () -> HomeData?
    /// The launch screen from the store; the answer is saved for the next launch.
    public var home: @Sendable () async throws -> HomeData
    public var collections: @Sendable (_ after: String?) async throws -> Page<CollectionSummary>
    /// A collection's products; nil when the store has no such collection.
    public var collectionProducts: @Sendable (_ handle: String, _ after: String?, _ options: ProductListOptions) async throws -> ProductListing?
    public var product: @Sendable (_ handle: String) async throws -> Product?
    /// Products matching a query in the Storefront search syntax (best first unless sorted), filtered.
    public var search: @Sendable (_ query: String, _ after: String?, _ options: ProductListOptions) async throws -> ProductListing
    /// What the store suggests for a query being typed (predictive search).
    public var suggest: @Sendable (_ query: String) async throws -> Suggestions
    /// The variant of a product with these options (with its count when the store gives them).
    public var variant: @Sendable (_ productID: ProductSummary.ID, _ selection: [SelectedOption]) async throws -> ProductVariant?
    /// The Customer Account API login, begun: the login page's address (see ``BrowserLogIn``).
    public var startBrowserLogIn: @Sendable (_ paste: Bool) async throws -> URL = { _ in throw Unimplemented("startBrowserLogIn") }
    /// … and ended: the redirect waited for (nil) or pasted.
    public var finishBrowserLogIn: @Sendable (_ pasted: String?) async throws -> AccountSnapshot = { _ in throw Unimplemented("finishBrowserLogIn") }
    /// Products like this one ("You may also like"); empty when the store has none.
    public var recommendations: @Sendable (_ productID: ProductSummary.ID) async throws -> [ProductSummary]
    /// The cart re-read from the store, and what changed, by line.
    public var revalidate: @Sendable (LocalCart) async throws -> (LocalCart, [LineChangeReport])

    /// Creates the store cart (or updates `previous`) with the lines, email, address, codes and note.
    public var startCheckout: @Sendable (_ lines: [LineInput], _ email: String, _ address: ShippingAddress, _ extras: CartExtras,
                                         _ previous: String?) async throws -> CheckoutState
    /// Changes the cart's discount codes, gift cards or note (see ``CartExtrasEditor``).
    public var changeCartExtras: @Sendable (CartExtrasChange, LocalCart) async throws -> CartExtrasEditor.Outcome
    /// Whether the store still has the store cart of this ID (gone: paid or expired).
    public var storeCartExists: @Sendable (String) async throws -> Bool = { _ in throw Unimplemented("storeCartExists") }
    /// The store's cart brought in line with the cart (made when it has none): its totals.
    public var refreshStoreCart: @Sendable (LocalCart) async throws -> (cart: LocalCart, state: CheckoutState) = { _ in
        throw Unimplemented("refreshStoreCart")
    }
    /// The delivery options, polled until the store has them.
    public var shippingRates: @Sendable (CheckoutState) async throws -> CheckoutState
    public var selectShipping: @Sendable (ShippingRate, CheckoutState) async throws -> CheckoutState
    /// Waits for payment; nil when the wait timed out.
    public var awaitPayment: @Sendable (CheckoutState) async throws -> CompletedOrder?

    /// The signed-in customer (renewing the login first when asked), or nil when logged out.
    public var account: @Sendable (_ renew: Bool) async throws -> AccountSnapshot?
    public var logIn: @Sendable (_ email: String, _ password: String) async throws -> AccountSnapshot
    public var signUp: @Sendable (SignUpForm) async throws -> AccountSnapshot
    public var logOut: @Sendable () async throws -> Void
    /// Changes the signed-in customer's address book and returns the account as it is then.
    public var changeAddresses: @Sendable (AddressBookChange) async throws -> AccountSnapshot

    /// Where the store sells: its countries, their currencies and languages, and the current one.
    public var localization: @Sendable () async throws -> StoreLocalization
    /// Shops in `market` from now on, remembered for the shop; the cart's store cart, when it
    /// has one, moves there and is returned (nil: none, or it could not be moved).
    public var changeMarket: @Sendable (_ market: MarketChoice, _ cart: LocalCart) async throws -> CheckoutState?

    /// A product image drawn for this terminal (see ``ProductPictures``); by default there are
    /// no pictures and the storefront never asks.
    public var picture: @Sendable (PictureDrawing) async throws -> Picture = { _ in throw PictureError("pictures are off") }

    /// Writes the local cart.
    public var saveCart: @Sendable (LocalCart) throws -> Void
    /// Opens a checked URL in the browser.
    public var openURL: @Sendable (URL) throws -> Void

    /// Services made of the given closures (see ``live(client:cartFile:sessionFile:marketFile:customerAccounts:)``
    /// and ``unimplemented``).
    public init(cachedHome: @escaping @Sendable () -> HomeData?,
                home: @escaping @Sendable () async throws -> HomeData,
                collections: @escaping @Sendable (String?) async throws -> Page<CollectionSummary>,
                collectionProducts: @escaping @Sendable (String, String?, ProductListOptions) async throws -> ProductListing?,
                product: @escaping @Sendable (String) async throws -> Product?,
                search: @escaping @Sendable (String, String?, ProductListOptions) async throws -> ProductListing,
                suggest: @escaping @Sendable (String) async throws -> Suggestions,
                variant: @escaping @Sendable (ProductSummary.ID, [SelectedOption]) async throws -> ProductVariant?,
                recommendations: @escaping @Sendable (ProductSummary.ID) async throws -> [ProductSummary],
                revalidate: @escaping @Sendable (LocalCart) async throws -> (LocalCart, [LineChangeReport]),
                startCheckout: @escaping @Sendable ([LineInput], String, ShippingAddress, CartExtras, String?) async throws -> CheckoutState,
                changeCartExtras: @escaping @Sendable (CartExtrasChange, LocalCart) async throws -> CartExtrasEditor.Outcome,
                shippingRates: @escaping @Sendable (CheckoutState) async throws -> CheckoutState,
                selectShipping: @escaping @Sendable (ShippingRate, CheckoutState) async throws -> CheckoutState,
                awaitPayment: @escaping @Sendable (CheckoutState) async throws -> CompletedOrder?,
                account: @escaping @Sendable (Bool) async throws -> AccountSnapshot?,
                logIn: @escaping @Sendable (String, String) async throws -> AccountSnapshot,
                signUp: @escaping @Sendable (SignUpForm) async throws -> AccountSnapshot,
                logOut: @escaping @Sendable () async throws -> Void,
                changeAddresses: @escaping @Sendable (AddressBookChange) async throws -> AccountSnapshot,
                localization: @escaping @Sendable () async throws -> StoreLocalization,
                changeMarket: @escaping @Sendable (MarketChoice, LocalCart) async throws -> CheckoutState?,
                saveCart: @escaping @Sendable (LocalCart) throws -> Void,
                openURL: @escaping @Sendable (URL) throws -> Void) {
        self.cachedHome = cachedHome
        self.home = home
        self.collections = collections
        self.collectionProducts = collectionProducts
        self.product = product
        self.search = search
        self.suggest = suggest
        self.variant = variant
        self.recommendations = recommendations
        self.revalidate = revalidate
        self.startCheckout = startCheckout
        self.changeCartExtras = changeCartExtras
        self.shippingRates = shippingRates
        self.selectShipping = selectShipping
        self.awaitPayment = awaitPayment
        self.account = account
        self.logIn = logIn
        self.signUp = signUp
        self.logOut = logOut
        self.changeAddresses = changeAddresses
        self.localization = localization
        self.changeMarket = changeMarket
        self.saveCart = saveCart
        self.openURL = openURL
    }
}

/// A change to the signed-in customer's address book.
public enum AddressBookChange: Equatable, Sendable {
    /// Adds (id nil) or replaces a saved address.
    case save(id: String?, ShippingAddress)
    case delete(id: String)
    case makeDefault(id: String)
}
