import Foundation
import StoreKitCore
import TerminalPictures

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
    /// The cart as it is kept now (this computer's cart file, serve-ssh's shoppers' database):
    /// another session of the same shopper, or `shopterm cart`, may have changed it since this
    /// storefront read it. Asked by `r` on the cart before the check.
    case keptCart
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
    /// The global catalog made ready (its endpoint discovered, its token had) while the query is typed.
    case prepareGlobalSearch
    /// A page of the search of every store (the global catalog).
    case globalSearch(GlobalSearch)
    /// One product of the global catalog, with its offers.
    case globalProduct(id: String)
}
