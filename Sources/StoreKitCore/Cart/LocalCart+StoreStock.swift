extension LocalCart {
    /// Sets line `number`'s quantity (1-based), no more than the store has of its variant when
    /// it says: `available` is what the store said it has of `variant`, the variant the line held
    /// when it was asked. A line that holds another variant since (the cart changed meanwhile)
    /// is set without it.
    public mutating func setQuantity(_ quantity: Int, ofLine number: Int, storeHas available: Int?, of variant: ProductVariant.ID?)
        throws(CartError)
    {
        if let available, lines.indices.contains(number - 1), lines[number - 1].variantID == variant {
            lines[number - 1].quantityAvailable = available
        }
        try setQuantity(quantity, ofLine: number)
    }
}
