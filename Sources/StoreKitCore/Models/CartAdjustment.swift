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

    /// A line of `asked` of which the store took `accepted`.
    public init(key: CartLineKey, title: String, asked: Int, accepted: Int) {
        self.key = key
        self.title = title
        self.asked = asked
        self.accepted = accepted
    }

    /// The variant of the line.
    public var variantID: ProductVariant.ID { key.variantID }

    /// "Swift Runner (10 / White): only 1 left, not 3", "… : sold out".
    public var description: String {
        accepted == 0 ? "\(title): sold out" : "\(title): only \(accepted) left, not \(asked)"
    }

    /// The lines asked for (line, quantity, title) that the store's cart `state` holds fewer of.
    public static func between(_ asked: [(key: CartLineKey, quantity: Int, title: String)], and state: CheckoutState) -> [CartAdjustment] {
        asked.compactMap { line in
            let accepted = state.lines.filter { $0.key == line.key }.reduce(0) { $0 + $1.quantity }
            guard accepted < line.quantity else { return nil }
            return CartAdjustment(key: line.key, title: line.title, asked: line.quantity, accepted: accepted)
        }
    }
}
