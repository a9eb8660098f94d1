import Foundation
import StoreKitCore
import TerminalPictures

/// Identifies one request, so that an answer reaches the screen that asked and a late answer
/// for a screen already left is dropped.
public struct RequestID: Hashable, Sendable, CustomStringConvertible {
    public let value: Int
    public init(_ value: Int) { self.value = value }
    public var description: String { "#\(value)" }
}

/// What the UI asks the store for.
public enum Request: Equatable, Sendable {
    /// The launch screen in one request (shop, collections, the first collection's products);
    /// answered from the disk cache first when it has them, then from the store.
    case home
    case collections(after: String?)
    case collectionProducts(handle: String, after: String?, options: ProductListOptions = ProductListOptions())
    case product(handle: String)
    /// The variant of a product with these options, read on its own (a product whose variants
    /// were not all read with it).
    case variant(productID: ProductSummary.ID, selection: [SelectedOption])
    case search(query: String, after: String?, options: ProductListOptions = ProductListOptions())
    /// What the store suggests for a query being typed (predictive search).
    case suggest(query: String)
    /// Products to show with one ("You may also like").
    case recommendations(productID: ProductSummary.ID)
    /// The stock of a product on screen, asked again: its first page of variants, their counts
    /// when the store gives them, and the store's marks for every variant.
    case checkStock(productID: ProductSummary.ID)
    case revalidate(LocalCart)
    case checkoutStart(lines: [LineInput], email: String, address: ShippingAddress, extras: CartExtras, previous: String?)
    /// Changes the cart's discount codes, gift cards or note, on the store's cart too.
    case cartExtras(CartExtrasChange, LocalCart)
    /// The store's cart brought in line with the cart's lines, codes and market (made when the
    /// cart has none); answered as `.cartExtras` without notices.
    case refreshStoreCart(LocalCart)
    /// Whether the store still has the cart's store cart (by its ID): gone means its checkout
    /// was completed (paid, perhaps in a browser while shopterm was not running) or expired.
    case storeCartExists(String)
    case shippingRates(CheckoutState)
    case selectShipping(ShippingRate, CheckoutState)
    case awaitPayment(CheckoutState)
    /// The signed-in customer (renewing the login first when `renew`), or nil when logged out.
    case loadAccount(renew: Bool)
    case logIn(email: String, password: String)
    /// The Customer Account API login: its page's address (the browser opened on it unless
    /// `paste`: the shopper logs in on another device and pastes the address it ends on).
    case startBrowserLogIn(paste: Bool)
    /// Its end: the redirect waited for (nil) or the address pasted.
    case finishBrowserLogIn(pasted: String?)
    case signUp(SignUpForm)
    case logOut
    /// Adds (id nil) or replaces a saved address.
    case saveAddress(id: String?, ShippingAddress)
    case deleteAddress(id: String)
    case setDefaultAddress(id: String)
    /// Where the store sells: its countries, their currencies and languages.
    case localization
    /// Shop in another country and language from now on (remembered for the shop); the
    /// cart's store cart, if it has one, moves there too.
    case changeMarket(MarketChoice, LocalCart)
    /// A product image drawn for this terminal in at most the drawing's cells.
    case picture(PictureDrawing)
}

/// Work for the effect runner: everything that is not pure.
public enum Effect: Equatable, Sendable {
    /// Ask the store; the answer comes back as `Event.response(id, …)`.
    case request(RequestID, Request)
    /// Stop a request or a timer (its answer, if any, is dropped anyway).
    case cancel(RequestID)
    /// Send `Event.timer(id)` after `seconds` (unless cancelled first).
    case timer(RequestID, after: Double)
    /// Write the local cart.
    case saveCart(LocalCart)
    /// Open a (checked) URL in the browser.
    case openURL(URL)
    /// Copy text to the clipboard (OSC 52).
    case copy(String)
    /// Leave the program.
    case quit
}

/// What came back from a request.
public enum Response: Equatable, Sendable {
    /// The launch screen; `fresh` is false for a copy from the cache (the store's answer follows).
    case home(HomeData, fresh: Bool)
    case collections(Page<CollectionSummary>)
    /// A page of a collection's products or of a search's, with the store's filters.
    case products(ProductListing)
    case collectionNotFound
    case product(Product?)
    /// The answer to `.variant`: nil when the product has no such variant.
    case variant(ProductVariant?)
    case suggestions(Suggestions)
    case recommendations([ProductSummary])
    /// The answer to `.checkStock`: the product as the store has it now (nil: gone).
    case stock(Product?)
    case revalidated(LocalCart, [LineChangeReport])
    /// The answer to `.storeCartExists`.
    case storeCartExists(Bool)
    /// A change of the cart's extras: the cart to keep (its extras and store cart), the store's
    /// cart (nil when nothing was asked of it), what to say, and why the store did not take it.
    case cartExtras(LocalCart, CheckoutState?, notices: [String], refusal: String?)
    case checkout(CheckoutState)
    case paid(CompletedOrder)
    /// The signed-in customer after an account request; nil when logged out.
    case account(AccountSnapshot?)
    /// The answer to `.startBrowserLogIn`: the login page's address.
    case browserLogInStarted(URL)
    /// The login ended (expired or revoked): the message says so.
    case loggedOut(String)
    /// The store lets no e-mail and password account be used here (it refused the classic
    /// customer fields): the Account screen says so and offers what works.
    case classicAccountsRefused
    case localization(StoreLocalization)
    /// The market is now `MarketChoice`; the store's cart as it is there (nil when the cart has
    /// none, or it could not be moved).
    case marketChanged(MarketChoice, storeCart: CheckoutState?)
    /// A product image drawn for this terminal.
    case picture(Picture)
    /// The request failed: a one-line message for the status line.
    case failure(String)
    /// The store refused input: messages by field name ("zip"), "" for the whole form.
    case userErrors([String: String])
}

/// A revalidation finding, by line number.
public struct LineChangeReport: Equatable, Sendable {
    public var line: Int
    public var message: String
    public var blocksCheckout: Bool

    public init(line: Int, message: String, blocksCheckout: Bool) {
        self.line = line
        self.message = message
        self.blocksCheckout = blocksCheckout
    }
}

/// Everything that can happen to the UI.
public enum Event: Equatable, Sendable {
    case key(Key)
    /// Text pasted (bracketed paste), cleaned to one line: typed into the field being edited.
    case paste(String)
    case mouse(Mouse)
    case resize(width: Int, height: Int)
    /// A timer tick (spinners), sent only while something is under way.
    case tick
    case response(RequestID, Response)
    /// A timer asked for with `Effect.timer` ran out.
    case timer(RequestID)
    /// An effect failed outside any request (saving the cart, opening the browser).
    case effectFailed(String)
    /// A request failed and will be tried again: what happened and when (a `RetryNotice`).
    case retrying(String)
}

/// What the launch screen shows.
public struct HomeData: Equatable, Sendable {
    public var shop: Shop
    public var collections: Page<CollectionSummary>
    /// The first page of products of one collection (the first), by its handle.
    public var prefetchedProducts: [String: Page<ProductSummary>]
    /// The store's main menu, the top-level navigation when the store gives it (only with a token).
    public var menu: StoreMenu?

    public init(shop: Shop, collections: Page<CollectionSummary>, prefetchedProducts: [String: Page<ProductSummary>] = [:], menu: StoreMenu? = nil) {
        self.shop = shop
        self.collections = collections
        self.prefetchedProducts = prefetchedProducts
        self.menu = menu
    }
}
