import StoreKitCore

extension Product {
    /// True when some available variant has `value` for `option`, given the other choices.
    func isAvailable(option: String, value: String, selection: [String: String]) -> Bool {
        var wanted = selection
        wanted[option] = value
        // The store's marks know every variant, also those not read (a product of 2,000).
        if let marks {
            let positions = options.map { option in wanted[option.name].flatMap { option.values.firstIndex(of: $0) } }
            return marks.availability.contains { combination in
                combination.count == positions.count && zip(combination, positions).allSatisfy { $1 == nil || $0 == $1 }
            }
        }
        return variants.contains { variant in
            variant.availableForSale && variant.selectedOptions.allSatisfy { wanted[$0.name] == nil || wanted[$0.name] == $0.value }
        }
    }
}

extension Product {
    /// True when no variant of the product can be bought: the store says so of the product, or
    /// of every variant (by its marks, or by the variants read when they are all there).
    public var everyVariantSoldOut: Bool {
        if !summary.availableForSale { return true }
        if let marks { return marks.availability.isEmpty }
        return !hasMoreVariants && !variants.contains(where: \.availableForSale)
    }
}

extension ProductScreen {
    /// Why ⏎ cannot put the chosen variant in the cart, in a few words ("sold out: choose
    /// another"); nil when it can, or while the product or that variant is still being read.
    public func cannotAdd(waitingForVariant: Bool) -> String? {
        guard let product else { return nil }
        if product.everyVariantSoldOut { return "sold out" }
        guard let variant = selectedVariant else { return waitingForVariant ? nil : "not offered: choose another" }
        return variant.availableForSale ? nil : "sold out: choose another"
    }
}
