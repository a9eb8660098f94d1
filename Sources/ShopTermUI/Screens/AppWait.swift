/// What the app itself waits for, beside its screens: the shop, the cart's checks, the account,
/// the read-ahead and the picture. Each is a small feature whose answers are its own event
/// (``AppEvent``), named where the request is sent; a wait of the app takes no screen's request.
public enum AppWait: Hashable, Sendable {
    /// The launch screen (`.home`), also while its cached copy waits for the store's.
    case shop
    /// The next page of the shop's collections.
    case collections
    /// The signed-in customer's load (at launch, after a paid order).
    case account
    /// The cart's prices and stock checked again (`.revalidate`).
    case cartCheck
    /// A change of the cart's discount codes, gift cards or note.
    case cartExtras
    /// Whether the store still has the saved cart's store cart.
    case storeCartLookup
    /// The store's cart brought in line with the cart.
    case storeCartRefresh
    /// A product page read ahead while the cursor rests on it (its timer, then its request).
    case readAhead(handle: String)
    /// The product picture on screen (a list's rest timer, then the picture).
    case picture
}
