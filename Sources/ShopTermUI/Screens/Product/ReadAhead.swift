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

    public private(set) var products: [String: Product] = [:]
    private var order: [String] = []

    public init() {}

    /// Drops every page read (they were read in another market).
    mutating func forget() {
        products = [:]
        order = []
    }

    /// Keeps `product`, dropping the oldest page past the capacity.
    mutating func keep(_ product: Product, handle: String) {
        if products.updateValue(product, forKey: handle) == nil { order.append(handle) }
        while order.count > Self.capacity { products[order.removeFirst()] = nil }
    }
}
