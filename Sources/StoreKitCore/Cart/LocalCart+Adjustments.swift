extension CartAdjustment {
    /// The lines of `cart` that the store's cart `state` holds fewer of than asked.
    public static func between(_ cart: LocalCart, and state: CheckoutState) -> [CartAdjustment] {
        between(cart.lines.map { ($0.key, $0.quantity, $0.title) }, and: state)
    }
}

extension LocalCart {
    /// The cart as the store took it: quantities cut to what it accepted, lines it took none of
    /// removed (the adjustments say which).
    public mutating func follow(_ adjustments: [CartAdjustment]) {
        for adjustment in adjustments {
            guard let index = lines.firstIndex(where: { $0.key == adjustment.key }) else { continue }
            if adjustment.accepted == 0 { lines.remove(at: index) } else { lines[index].quantity = adjustment.accepted }
        }
    }

    /// The lines to send to the store.
    public var inputs: [LineInput] { lines.map(\.input) }
}
