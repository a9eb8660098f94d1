import StoreKitCore

/// What to offer when a variant asked for by title does not exist or is sold out: a few
/// variants close to it (the most option values in common, available first) and which of its
/// values the product has no option value for. Never the whole list: a product may have 2,048.
public enum VariantHints {
    /// How many close variants are offered.
    public static let limit = 4

    /// The variants closest to `title` ("8 / Blue"): those sharing the most option values with
    /// it, in place; the available ones first, then in the product's order. The variant of
    /// that very title is left out.
    public static func closest(to title: String, in product: Product, availableOnly: Bool, limit: Int = limit) -> [ProductVariant] {
        let wanted = values(of: title)
        let scored = product.variants.enumerated().compactMap {
            index, variant -> (score: Int, available: Bool, index: Int, variant: ProductVariant)? in
            guard !availableOnly || variant.availableForSale else { return nil }
            let have = values(of: variant.title)
            guard have != wanted else { return nil }
            // In place when the title names every option; else any value in common ("Black").
            let shared = have.count == wanted.count ? zip(have, wanted).filter { $0 == $1 }.count : Set(have).intersection(wanted).count
            return (shared, variant.availableForSale, index, variant)
        }
        let best = scored.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.available != b.available { return a.available }
            return a.index < b.index
        }
        return best.prefix(limit).map(\.variant)
    }

    /// For each value of `title` no option of the product has in that place:
    /// "no Color \"Blue\" (Black, White, Volt)". Empty when the title has as many values as the
    /// product has options and each exists (the combination alone is missing).
    public static func unknownValues(in title: String, of product: Product) -> [String] {
        let wanted = title.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        guard wanted.count == product.options.count else {
            let names = product.options.map(\.name).joined(separator: " / ")
            return ["a variant is named by \(product.options.count) value\(product.options.count == 1 ? "" : "s"): \(names)"]
        }
        return zip(wanted, product.options).compactMap { value, option in
            guard !option.values.contains(where: { $0.lowercased() == value.lowercased() }) else { return nil }
            let shown = option.values.prefix(12).joined(separator: ", ") + (option.values.count > 12 ? ", …" : "")
            return "no \(option.name) \"\(value)\" (\(shown))"
        }
    }

    /// "9/black" and "9 / Black" as the same values.
    private static func values(of title: String) -> [String] {
        title.lowercased().split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
