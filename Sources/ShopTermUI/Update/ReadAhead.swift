import StoreKitCore

/// Product pages read ahead: when the cursor rests on a product in a list for
/// ``ReadAhead/restDelay`` seconds, its page is fetched, so that opening it costs no round trip.
/// One product at a time, cancelled when the cursor moves on (Bubble Tea's tick: a timer
/// effect, then the request); at most ``ReadAhead/capacity`` pages kept, the oldest dropped.
/// The request is the one opening a product sends, so it costs what opening costs.
public struct ReadAhead: Equatable, Sendable {
    /// How long the cursor rests on a product before its page is fetched.
    public static let restDelay = 0.2
    /// How many pages are kept.
    public static let capacity = 32

    /// The product the cursor rests on: waiting out the rest, or being read.
    public struct Pending: Equatable, Sendable {
        public var handle: String
        public var id: RequestID
        /// False while the timer runs; true once the request is sent.
        public var reading: Bool
    }

    public private(set) var products: [String: Product] = [:]
    private var order: [String] = []
    public internal(set) var pending: Pending?
    /// Read-ahead IDs count down from -1, apart from the screens' requests.
    private var nextID = -1

    public init() {}

    mutating func makeID() -> RequestID {
        defer { nextID -= 1 }
        return RequestID(nextID)
    }

    /// Drops every page read and the one waited for (they were read in another market); IDs
    /// keep counting, so a late answer to a forgotten request is never taken for a new one.
    mutating func forget() {
        products = [:]
        order = []
        pending = nil
    }

    /// Keeps `product`, dropping the oldest page past the capacity.
    mutating func keep(_ product: Product, handle: String) {
        if products.updateValue(product, forKey: handle) == nil { order.append(handle) }
        while order.count > Self.capacity { products[order.removeFirst()] = nil }
    }
}

enum ReadAheadRules {
    /// After every event: the product the cursor rests on is the one being waited for or read;
    /// anything else is cancelled.
    static func reconcile(_ state: inout AppState, _ effects: inout [Effect]) {
        let wanted = restingHandle(state).flatMap { state.readAhead.products[$0] == nil ? $0 : nil }
        if let pending = state.readAhead.pending {
            if pending.handle == wanted { return }
            effects.append(.cancel(pending.id))
            state.readAhead.pending = nil
        }
        guard let wanted else { return }
        let id = state.readAhead.makeID()
        state.readAhead.pending = ReadAhead.Pending(handle: wanted, id: id, reading: false)
        effects.append(.timer(id, after: ReadAhead.restDelay))
    }

    /// The cursor rested long enough: read the page.
    static func fired(_ id: RequestID, _ state: inout AppState, _ effects: inout [Effect]) {
        guard var pending = state.readAhead.pending, pending.id == id, !pending.reading else { return }
        pending.id = state.readAhead.makeID()
        pending.reading = true
        state.readAhead.pending = pending
        effects.append(.request(pending.id, .product(handle: pending.handle)))
    }

    /// The answer to a read-ahead; false when `id` is not one.
    static func apply(_ response: Response, to id: RequestID, _ state: inout AppState) -> Bool {
        guard let pending = state.readAhead.pending, pending.id == id else { return false }
        state.readAhead.pending = nil
        if case .product(let product?) = response { state.readAhead.keep(product, handle: pending.handle) }
        return true
    }

    /// Opening `handle`: its page when it was read ahead, or the read-ahead request under way
    /// for it (taken over by the product screen), else nil.
    static func take(_ handle: String, _ state: inout AppState) -> (product: Product?, request: RequestID?) {
        if let product = state.readAhead.products[handle] { return (product, nil) }
        if let pending = state.readAhead.pending, pending.handle == handle, pending.reading {
            state.readAhead.pending = nil
            return (nil, pending.id)
        }
        return (nil, nil)
    }

    /// The product under the cursor of the list on screen.
    private static func restingHandle(_ state: AppState) -> String? {
        switch state.screen {
        case .collection(let screen): return screen.products.current?.handle
        case .search(let screen) where !screen.editing: return screen.results.current?.handle
        default: return nil
        }
    }
}
