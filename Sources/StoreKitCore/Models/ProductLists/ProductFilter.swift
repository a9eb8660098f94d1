import Foundation

/// A filter sent with a list of products: a `ProductFilter` input object, either one a store
/// offered (an ``OfferedFilter/Value``'s `input`, sent back untouched) or one built from a flag.
///
/// Shopify combines the values of one filter with OR and different filters with AND
/// (shopify.dev, "Filter products in a collection"; Search & Discovery's default logic).
public struct ProductFilter: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The `ProductFilter` input object (`{"productVendor": "Trailhead"}`).
    public var input: JSONValue

    /// A filter as the store takes it (`ProductFilter` input, one field).
    public init(input: JSONValue) {
        self.input = input
    }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        input = try JSONValue(from: decoder)
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        try input.encode(to: encoder)
    }

    /// Products with (`true`) or without any variant for sale.
    public static func available(_ flag: Bool) -> ProductFilter { ProductFilter(input: .object(["available": .bool(flag)])) }

    /// Products with a variant priced within `min`…`max` (either may be open).
    public static func price(min: Decimal?, max: Decimal?) -> ProductFilter {
        var range: [String: JSONValue] = [:]
        if let min { range["min"] = .number(min) }
        if let max { range["max"] = .number(max) }
        return ProductFilter(input: .object(["price": .object(range)]))
    }

    /// Products of one vendor.
    public static func vendor(_ name: String) -> ProductFilter { ProductFilter(input: .object(["productVendor": .string(name)])) }

    /// Products of one product type.
    public static func productType(_ name: String) -> ProductFilter { ProductFilter(input: .object(["productType": .string(name)])) }

    /// Products with a variant whose option `name` has `value` ("Color" = "Red").
    public static func option(name: String, value: String) -> ProductFilter {
        ProductFilter(input: .object(["variantOption": .object(["name": .string(name), "value": .string(value)])]))
    }

    /// What the filter is on: the input's key ("available", "price", "productVendor", …).
    public var kind: String? {
        guard case .object(let fields) = input, fields.count == 1 else { return nil }
        return fields.keys.first
    }

    /// In words: "In stock", "Price 20–100", "Vendor Trailhead", "Color Red".
    public var description: String {
        guard case .object(let fields) = input, fields.count == 1, let (key, value) = fields.first else { return compactJSON }
        switch (key, value) {
        case ("available", .bool(let flag)): return flag ? "In stock" : "Out of stock"
        case ("price", .object(let range)):
            let min = range["min"].flatMap(Self.decimal)
            let max = range["max"].flatMap(Self.decimal)
            switch (min, max) {
            case (let min?, let max?): return "Price \(Self.plain(min))–\(Self.plain(max))"
            case (let min?, nil): return "Price from \(Self.plain(min))"
            case (nil, let max?): return "Price up to \(Self.plain(max))"
            case (nil, nil): return "Any price"
            }
        case ("productVendor", .string(let name)): return "Vendor \(name)"
        case ("productType", .string(let name)): return "Type \(name)"
        case ("tag", .string(let name)): return "Tag \(name)"
        case ("variantOption", .object(let option)):
            if case .string(let name)? = option["name"], case .string(let value)? = option["value"] { return "\(name) \(value)" }
            return compactJSON
        default: return compactJSON
        }
    }

    /// The price range of a `price` filter.
    public var priceRange: (min: Decimal?, max: Decimal?)? {
        guard case .object(let fields) = input, case .object(let range)? = fields["price"] else { return nil }
        return (range["min"].flatMap(Self.decimal), range["max"].flatMap(Self.decimal))
    }

    private var compactJSON: String {
        (try? canonicalJSONEncoder().encode(input)).flatMap { String(data: $0, encoding: .utf8) } ?? "filter"
    }

    private static func decimal(_ value: JSONValue) -> Decimal? {
        switch value {
        case .int(let number): return Decimal(number)
        case .number(let number): return number
        default: return nil
        }
    }

    /// The bound as typed: every decimal it has (9.99 stays 9.99, 25.307 stays 25.307).
    private static func plain(_ amount: Decimal) -> String {
        var rounded = Decimal()
        var value = amount
        NSDecimalRound(&rounded, &value, CurrencyUnits.statedDigits(amount, atLeast: 0), .plain)
        return "\(rounded)"
    }
}
