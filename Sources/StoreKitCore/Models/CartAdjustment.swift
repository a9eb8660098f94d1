/// A line the store did not take as asked: fewer than asked (its stock), or none at all.
public struct CartAdjustment: Sendable, Equatable, CustomStringConvertible {
    /// The line: variant and selling plan.
    public var key: CartLineKey
    /// The line's title, as the shopper reads it.
    public var title: String
    /// How many the cart asked for.
    public var asked: Int
    /// What the store's cart holds now (0: the line is not there).
    public var accepted: Int
    /// What the store's cart holds of the same variant on its other lines (other plans): a
    /// variant's stock is counted across them all.
    public var onOtherLines: Int

    /// A line of `asked` of which the store took `accepted`.
    public init(key: CartLineKey, title: String, asked: Int, accepted: Int, onOtherLines: Int = 0) {
        self.key = key
        self.title = title
        self.asked = asked
        self.accepted = accepted
        self.onOtherLines = onOtherLines
    }

    /// The variant of the line.
    public var variantID: ProductVariant.ID { key.variantID }

    /// "Swift Runner (10 / White): only 1 left, not 3", "… : sold out", or where the cart's other
    /// lines of the variant hold the rest of its stock, "…: only 1 left beside the 2 on the
    /// cart's other lines of it, not 3".
    public var description: String {
        guard onOtherLines > 0 else { return accepted == 0 ? "\(title): sold out" : "\(title): only \(accepted) left, not \(asked)" }
        return
            "\(title): \(accepted == 0 ? "none" : "only \(accepted)") left beside the \(onOtherLines) on the cart's other lines of it, not \(asked)"
    }

    /// The lines asked for (line, quantity, title) that the store's cart `state` holds fewer of.
    public static func between(_ asked: [(key: CartLineKey, quantity: Int, title: String)], and state: CheckoutState) -> [CartAdjustment] {
        asked.compactMap { line in
            let accepted = state.lines.filter { $0.key == line.key }.reduce(0) { $0 + $1.quantity }
            guard accepted < line.quantity else { return nil }
            let others = state.lines.filter { $0.key.variantID == line.key.variantID && $0.key != line.key }.reduce(0) { $0 + $1.quantity }
            return CartAdjustment(key: line.key, title: line.title, asked: line.quantity, accepted: accepted, onOtherLines: others)
        }
    }
}
