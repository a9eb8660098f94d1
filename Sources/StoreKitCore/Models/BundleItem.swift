/// What one bundle holds of a part, as the local cart keeps it from the store's last word: no
/// price (the share of a bundle's price a part carries is the store's to state, at checkout).
public struct BundleItem: Sendable, Hashable, Codable {
    /// The part's title: "Trail socks (M)".
    public var title: String
    /// How many one bundle holds.
    public var quantity: Int

    /// `quantity` of `title` in one bundle.
    public init(title: String, quantity: Int) {
        self.title = title
        self.quantity = quantity
    }

    /// "2 × Trail socks (M)"; one by its title alone.
    public var label: String { quantity == 1 ? title : "\(quantity) × \(title)" }
}
