import StoreKitCore

extension ProductSummary {
    /// Its price as every list shows it: the lowest, with "from" when the variants' prices
    /// differ ("from kr 199,00"), so a list never shows the cheapest price as the only one.
    public func priceText(_ money: MoneyStyle) -> String {
        let low = minPrice.formatted(money)
        return maxPrice.amount > minPrice.amount ? "from \(low)" : low
    }
}
