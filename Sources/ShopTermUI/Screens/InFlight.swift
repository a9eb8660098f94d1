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

/// What on a screen waits for an answer.
public enum ScreenSlot: Hashable, Sendable {
    /// The next page of the screen's list (a collection's products, search results, the
    /// store's countries).
    case page
    /// The store's suggestions for the query being typed (the rest timer, then the request).
    case suggestions
    /// The product of a product page.
    case product
    /// The chosen variant of a product page, read on its own.
    case variant
    /// "You may also like".
    case recommendations
    /// The product page's stock, checked again (`r`).
    case stock
    /// The checkout wizard's step.
    case checkout
    /// The Account screen's request (a login, a change of the address book, a reload).
    case accountAction
    /// The market picker's change of market.
    case marketChange

    var showsProgress: Bool {
        switch self {
        case .page, .product, .stock, .checkout, .accountAction, .marketChange: return true
        case .suggestions, .variant, .recommendations: return false
        }
    }
}

/// What the answer to one request becomes for the screen that sent it: the screen's own event
/// (``ScreenEvent``), made from the answer by the request's ``StoreCall`` and applied to the
/// screen at the depth it now has.
struct Reply: Sendable {
    let apply: @Sendable (Response, _ depth: Int, _ state: inout AppState, _ effects: inout [Effect]) -> Void
}

/// Every request and timer in flight, and who waits for each: an answer goes to its waiter, an
/// answer whose ID is not here is stale and dropped, and cancelling is removing keys. A waiter
/// waits for one thing at a time: starting another for it cancels the first.
public struct InFlight: Equatable, Sendable {
    /// Who waits, by request (or timer) ID.
    public private(set) var waiters: [RequestID: Waiter] = [:]
    /// What the answer becomes, by request ID, for the requests sent with one (``Reply``).
    private var replies: [RequestID: Reply] = [:]
    /// The IDs of ``waiters`` that are timers (`Event.timer`), not requests.
    private var timers: Set<RequestID> = []
    /// The next ID of a request the shopper's screens make (counting up from 1).
    public private(set) var next = 1
    /// The next ID of background work (read-ahead), counting down from -1, so that where the
    /// cursor happens to rest never changes the numbering of what the shopper asked for.
    private var nextBackground = -1

    public init() {}

    /// Equal when the same requests and timers wait for the same waiters (replies are code).
    public static func == (lhs: InFlight, rhs: InFlight) -> Bool {
        lhs.waiters == rhs.waiters && lhs.timers == rhs.timers && lhs.next == rhs.next && lhs.nextBackground == rhs.nextBackground
            && Set(lhs.replies.keys) == Set(rhs.replies.keys)
    }

    /// The request or timer `waiter` waits for, if any.
    public func id(of waiter: Waiter) -> RequestID? {
        waiters.first { $0.value == waiter }?.key
    }

    /// True while `waiter` waits for something.
    public func contains(_ waiter: Waiter) -> Bool { waiters.values.contains(waiter) }

    /// True when `id` is a timer in flight.
    func isTimer(_ id: RequestID) -> Bool { timers.contains(id) }

    /// A new ID for `waiter`; what it waited for before is cancelled (appended to `effects`).
    mutating func start(_ waiter: Waiter, timer: Bool, reply: Reply? = nil, _ effects: inout [Effect]) -> RequestID {
        cancel(where: { $0 == waiter }, &effects)
        let id: RequestID
        if case .readAhead = waiter {
            id = RequestID(nextBackground)
            nextBackground -= 1
        } else {
            id = RequestID(next)
            next += 1
        }
        waiters[id] = waiter
        replies[id] = reply
        if timer { timers.insert(id) }
        return id
    }

    /// Who waited for `id`, no longer waiting; nil when nobody does (a stale answer).
    mutating func finish(_ id: RequestID) -> Waiter? {
        timers.remove(id)
        replies[id] = nil
        return waiters.removeValue(forKey: id)
    }

    /// What the answer to `id` becomes, when it was sent with a reply.
    func reply(to id: RequestID) -> Reply? { replies[id] }

    /// Keeps waiting for `id` after a first answer (a cached copy before the store's).
    mutating func restore(_ id: RequestID, _ waiter: Waiter) {
        waiters[id] = waiter
    }

    /// Hands the request `id` to another waiter (a product page taking over its read-ahead).
    mutating func reassign(_ id: RequestID, to waiter: Waiter) {
        guard waiters[id] != nil else { return }
        waiters[id] = waiter
    }

    /// Cancels everything whose waiter matches.
    mutating func cancel(where matches: (Waiter) -> Bool, _ effects: inout [Effect]) {
        for (id, waiter) in waiters.sorted(by: { $0.key.value < $1.key.value }) where matches(waiter) {
            waiters[id] = nil
            replies[id] = nil
            timers.remove(id)
            effects.append(.cancel(id))
        }
    }

    /// Cancels the waits of the screens at `depth` and deeper (they leave the stack).
    mutating func cancelScreens(from depth: Int, _ effects: inout [Effect]) {
        cancel(where: { ($0.depth ?? -1) >= depth }, &effects)
    }

    /// The screen at `depth` leaves from under the others: its waits are cancelled, and the
    /// deeper screens' move up one.
    mutating func removeScreen(at depth: Int, _ effects: inout [Effect]) {
        cancel(where: { $0.depth == depth }, &effects)
        for (id, waiter) in waiters {
            if case .screen(let other, let slot) = waiter, other > depth { waiters[id] = .screen(depth: other - 1, slot) }
        }
    }
}
