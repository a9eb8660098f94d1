import Foundation
import StoreKitCore

/// The command line's filters (`--available`, `--price-min 20`, `--price-max 100`, `--vendor V`,
/// `--type T`, `--option Color=Red`) as the store's `ProductFilter`s, and back.
public enum FilterFlags {
    /// A flag's value that is not a filter.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The filters the flags name; a price that is not an amount, a minimum over the maximum or
    /// an option without `=` is a ``Problem``.
    public static func filters(
        available: Bool?, priceMin: String?, priceMax: String?, vendors: [String], types: [String],
        options: [String]
    ) throws(Problem) -> [ProductFilter] {
        var filters: [ProductFilter] = []
        if let available { filters.append(.available(available)) }
        let min = try amount(priceMin, flag: "--price-min")
        let max = try amount(priceMax, flag: "--price-max")
        if let min, let max, min > max { throw Problem(description: "--price-min \(min) is more than --price-max \(max)") }
        if min != nil || max != nil { filters.append(.price(min: min, max: max)) }
        filters += vendors.map(ProductFilter.vendor) + types.map(ProductFilter.productType)
        for option in options {
            let parts = option.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw Problem(description: "--option takes NAME=VALUE, e.g. --option Color=Red (got \"\(option)\")")
            }
            filters.append(.option(name: parts[0], value: parts[1]))
        }
        return filters
    }

    private static func amount(_ text: String?, flag: String) throws(Problem) -> Decimal? {
        guard let text else { return nil }
        guard let value = Money.parseDecimal(text), value >= 0 else {
            throw Problem(description: "\(flag) takes an amount such as 20 or 19.99 (got \"\(text)\")")
        }
        return value
    }

    /// The flag that selects `filter` ("--vendor Kestrel", "--option 'Color=Sky Blue'"), when
    /// there is one (a store's metafield filters have none).
    public static func flag(for filter: ProductFilter) -> String? {
        guard case .object(let fields) = filter.input, fields.count == 1, let (key, value) = fields.first else { return nil }
        switch (key, value) {
        case ("available", .bool(let flag)): return flag ? "--available" : "--no-available"
        case ("price", _): return "--price-min/--price-max"
        case ("productVendor", .string(let name)): return "--vendor " + ShellWord.quoted(name)
        case ("productType", .string(let name)): return "--type " + ShellWord.quoted(name)
        case ("variantOption", .object(let option)):
            guard case .string(let name)? = option["name"], case .string(let value)? = option["value"] else { return nil }
            return "--option " + ShellWord.quoted("\(name)=\(value)")
        default: return nil
        }
    }
}
