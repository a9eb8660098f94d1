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
