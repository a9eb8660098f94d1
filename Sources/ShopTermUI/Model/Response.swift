import Foundation
import StoreKitCore
import TerminalPictures

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
    /// The answer to `.keptCart`.
    case keptCart(LocalCart)
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
    /// The answer to `.startBrowserLogIn`: the login page's address, and when the shop's login
    /// ends on a callback the shopper must paste (a real shop's registered one), what it starts with.
    case browserLogInStarted(URL, pasteFrom: String? = nil)
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
    /// The global catalog is ready (`.prepareGlobalSearch`).
    case globalSearchPrepared
    /// A page of the search of every store.
    case globalSearch(GlobalSearchPage)
    /// The answer to `.globalProduct`: nil when the catalog has no such product.
    case globalProduct(GlobalProduct?)
    /// The request failed: a one-line message for the status line.
    case failure(String)
    /// The store refused input: messages by field name ("zip"), "" for the whole form.
    case userErrors([String: String])
}
