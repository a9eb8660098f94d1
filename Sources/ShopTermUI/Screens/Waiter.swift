/// Who waits for a request (or a timer) in flight: the one place an answer is routed to.
public enum Waiter: Hashable, Sendable {
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
    /// A screen of the stack, by its depth (0 is home), and what on it waits.
    case screen(depth: Int, ScreenSlot)

    /// True for waits the status line shows with a spinner (the driver sends ticks for them).
    var showsProgress: Bool {
        switch self {
        case .shop, .collections, .account, .cartCheck: return true
        case .cartExtras, .storeCartLookup, .storeCartRefresh, .readAhead, .picture: return false
        case .screen(_, let slot): return slot.showsProgress
        }
    }

    /// The screen's depth, for a screen's wait.
    var depth: Int? { if case .screen(let depth, _) = self { return depth } else { return nil } }
}
