import Foundation
import StoreKitCore

/// Everything the UI shows and remembers. Changed only by ``update(_:_:)``.
public struct AppState: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Never empty; the first screen is `.home`.
    public var stack: [Screen] = [.home]
    public var shop: Shop?
    /// Every request and timer in flight, and who waits for each.
    public internal(set) var inFlight = InFlight()
    /// First pages of products that came with the launch screen, by collection handle.
    public var prefetchedProducts: [String: Page<ProductSummary>] = [:]
    public var collections = ListState<CollectionSummary>()
    /// The store's main menu, the home screen's list when the store gives it (with a token).
    public var menu: ListState<MenuRow>?
    /// True while the home screen lists every collection although the store has a menu.
    public var browsingCollections = false
    /// The cart (what this computer keeps, its screen's cursor and prompt, the store's cart):
    /// shared by every screen.
    public var cart: CartState
    public var status: StatusLine?
    /// The status line telling of a coming retry (cleared with the next answer).
    public var retryShown: StatusLine?
    public var spinner = 0
    public var showHelp = false
    /// The first row of the help shown (it scrolls when it does not fit).
    public var helpScroll = 0
    public var confirmingQuit = false
    /// The last checkout URL handed off: printed on stdout when shopterm quits.
    public var handoffURL: URL?
    /// The process's exit status once the program has quit: 130 after ctrl-c (as a shell
    /// reports an interrupted program), else 0.
    public var exitStatus: Int32 = 0
    /// The terminal shows only ASCII (a non-UTF-8 locale such as LANG=C): see ``Frame/asciiOnly``;
    /// amounts write currency signs that are not ASCII as their codes (``MoneyStyle/asciiOnly``).
    public var asciiOnly = false {
        didSet { moneyStyle.asciiOnly = asciiOnly }
    }
    /// The country and language shopped in, when one was configured or picked (nil: the store's own).
    public var market: MarketChoice?
    /// A shop opened from the search of every store: the name of the storefront esc on its
    /// first screen goes back to; nil for the storefront shopterm was started on.
    public var visitedFrom: String?
    /// The domain the global catalog names this storefront's shop by: an offer of it opens here.
    public var shopDomain: String?
    /// That shop's name as the catalog gave it, for the header until its own answer comes.
    public var visitedShopName: String?
    /// True when the storefront offers the search of every store (`S`, the Home entry).
    public var everywhereOffered = false
    /// The carts kept in other shops (visited from the search of every store), said there.
    public var cartsElsewhere: [CartElsewhere] = []
    /// The buyer's locale, for money.
    public var locale: String
    /// How prices are written: the shop's money format for its currency once the shop is
    /// known, the buyer's locale otherwise.
    public var moneyStyle: MoneyStyle
    /// The Storefront API version the store is spoken to in (a store cart is only reused with it).
    public var apiVersion: String
    /// The last email and address used, to fill the next checkout.
    public var rememberedFields: [String: String] = [:]
    /// Whose they are: the signed-in customer's ID then, nil for a guest. Another shopper's
    /// (a guest's, before logging in) do not fill a customer's checkout.
    public var rememberedFieldsOwner: String?
    /// A kiosk (a shopper over SSH): nothing runs on this computer for the shopper (no browser
    /// opened, nothing listens for a login's answer); the handoff is the link, the QR code and
    /// the copy, and a login is the browser's with its last address pasted.
    public var kiosk = false
    /// True when `a` offers no account (a kiosk told so, or one whose shop has no browser login).
    public var accountsOff = false
    /// True when the store's own pages (checkout, login) cannot be reached from the shopper's
    /// browser: a kiosk on the embedded demo store, whose pages are on the server's loopback.
    /// The checkout then says plainly that this demo shop takes no payment, and offers no link;
    /// the login says its page opens only in a browser on the server.
    public var pagesUnreachable = false
    /// What a kiosk says when something would have opened (on the server).
    public static let nothingOpensInAKiosk = "Nothing opens here: open the link, scan the code, or y copies it."
    /// What `o` says on the embedded demo store over SSH, whose pages no shopper can reach.
    public static let demoTakesNoPayment = "This demo shop takes no payment: there is nothing to open."
    /// True when the shop has a Customer Account API login (OAuth in the browser): `a` offers it
    /// first; the classic e-mail/password form stays, said to be the legacy one.
    public var customerAccountLogin = false
    /// True when the store lets no e-mail and password account be used here (no Storefront
    /// token, or one without customer access): the classic forms are not offered, and the
    /// Account screen says why, once, beside what works.
    public var classicAccountsRefused = false
    /// The signed-in customer (nil when logged out).
    public var account: AccountSnapshot?
    /// Product pages read ahead while the cursor rests in a list.
    public var readAhead = ReadAhead()
    /// The product picture on screen (see ``PictureLayout``).
    public var pictures = PictureState()

    public init(
        width: Int, height: Int, cart: LocalCart = LocalCart(), locale: String = "en_US",
        apiVersion: String = APIVersion.default.rawValue
    ) {
        self.width = width
        self.height = height
        self.cart = CartState(local: cart)
        self.locale = locale
        moneyStyle = MoneyStyle(locale: locale)
        self.apiVersion = apiVersion
    }

    public var screen: Screen { stack[stack.count - 1] }

    /// Rows for lists: the height less header, status and footer.
    public var contentRows: Int { max(1, height - 3) }

    /// True while any request is under way (the driver sends ticks only then).
    public var isBusy: Bool { inFlight.isBusy }

    /// The ID the next request of a screen gets.
    public var nextRequest: Int { inFlight.next }

    /// True while a checkout has started and is not paid.
    public var checkoutInProgress: Bool {
        stack.contains { if case .checkout(let checkout) = $0 { return checkout.step != .paid } else { return false } }
    }

    /// The key context of the top screen.
    public var keyContext: KeyContext { screen.feature.keyContext(self) }
}
