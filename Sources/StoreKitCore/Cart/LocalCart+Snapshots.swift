extension LocalCart {
    /// The cart with what a check read of `checked` (a copy of this cart taken when the check
    /// began): each line the check read (the same variant and plan) takes its fresh snapshot —
    /// titles, price, what the store has of it; the lines added or removed since, every
    /// quantity, the extras and the store cart stay as they are now (the shopper, or another
    /// process, changed them while the store answered).
    public func takingSnapshots(of checked: LocalCart) -> LocalCart {
        var merged = self
        for index in merged.lines.indices {
            guard let snapshot = checked.lines.first(where: { $0.key == merged.lines[index].key }) else { continue }
            merged.lines[index].price = snapshot.price
            merged.lines[index].productTitle = snapshot.productTitle
            merged.lines[index].productHandle = snapshot.productHandle
            merged.lines[index].variantTitle = snapshot.variantTitle
            merged.lines[index].quantityAvailable = snapshot.quantityAvailable
        }
        return merged
    }

    /// The number (1-based) that line `number` of `checked` has in this cart, nil when it is
    /// no longer here.
    public func lineNumber(of number: Int, in checked: LocalCart) -> Int? {
        guard checked.lines.indices.contains(number - 1) else { return nil }
        let key = checked.lines[number - 1].key
        return lines.firstIndex { $0.key == key }.map { $0 + 1 }
    }

    /// Takes what `state` (the store's cart of these lines) says of each line: marks the lines
    /// the buyer's country cannot buy, with the store's words (clearing every other line's
    /// mark), and keeps what each bundle holds as the store states it.
    public mutating func noteStoreLines(_ state: CheckoutState) {
        let unavailable = state.unavailableLines
        for index in lines.indices {
            let key = lines[index].key
            lines[index].unavailableHere = unavailable.first { $0.line.key == key }.map(\.warning.description)
            if let stored = state.lines.first(where: { $0.key == key }) {
                lines[index].bundleItems = stored.parts?.map { $0.item(inOneOf: stored.quantity) }
            }
        }
    }

    /// The lines the last checkout found not sold where the order ships, by number (from 1),
    /// with the store's words.
    public var unavailableLines: [(line: Int, message: String)] {
        lines.indices.compactMap { index in lines[index].unavailableHere.map { (index + 1, $0) } }
    }
}
