import StoreKitCore

/// What a cart command leaves to print: the cart as saved, the notes said about it (on
/// standard error, or in the JSON), the changes a check against the store found, and whether
/// the store no longer has the cart's checkout (ordered).
public struct CartReport: Sendable {
    public var cart: LocalCart
    public var notes: [String]
    public var changes: [(line: Int, change: LineChange)]?
    public var ordered: Bool

    public init(cart: LocalCart, notes: [String], changes: [(line: Int, change: LineChange)]? = nil, ordered: Bool = false) {
        self.cart = cart
        self.notes = notes
        self.changes = changes
        self.ordered = ordered
    }
}
