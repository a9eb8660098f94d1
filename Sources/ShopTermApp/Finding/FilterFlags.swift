import Foundation
import StoreKitCore

/// The command line's filters (`--available`, `--price-min 20`, `--price-max 100`, `--vendor V`,
/// `--type T`, `--option Color=Red`) as the store's `ProductFilter`s, and back.
public enum FilterFlags {
    /// A flag's value that is not a filter.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// An option's value to filter by (`--option Color=Red`).
    public struct OptionValue: Sendable, Equatable {
        public var name: String
        public var value: String

        /// Reads `NAME=VALUE` (spaces around either trimmed); a ``Problem`` otherwise.
        public init(parsing text: String) throws(Problem) {
            let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw Problem(description: "--option takes NAME=VALUE, e.g. --option Color=Red (got \"\(text)\")")
            }
            (name, value) = (parts[0], parts[1])
        }
    }

    /// The amount `text` gives `flag` (`--price-min 19.99`): a plain decimal, not below zero; a
    /// ``Problem`` otherwise.
    public static func amount(_ text: String, flag: String) throws(Problem) -> Decimal {
        guard let value = Money.parseDecimal(text), value >= 0 else {
            throw Problem(description: "\(flag) takes an amount such as 20 or 19.99 (got \"\(text)\")")
        }
        return value
    }

    /// The filters the flags name (their values already read by the parser); a minimum over the
    /// maximum is a ``Problem``.
    public static func filters(
        available: Bool?, priceMin: Decimal?, priceMax: Decimal?, vendors: [String], types: [String], options: [OptionValue]
    ) throws(Problem) -> [ProductFilter] {
        var filters: [ProductFilter] = []
        if let available { filters.append(.available(available)) }
        if let priceMin, let priceMax, priceMin > priceMax {
            throw Problem(description: "--price-min \(priceMin) is more than --price-max \(priceMax)")
        }
        if priceMin != nil || priceMax != nil { filters.append(.price(min: priceMin, max: priceMax)) }
        filters += vendors.map(ProductFilter.vendor) + types.map(ProductFilter.productType)
        filters += options.map { ProductFilter.option(name: $0.name, value: $0.value) }
        return filters
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
