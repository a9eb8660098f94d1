import Foundation
import GraphQL
import StoreKitCore

/// The Storefront API's product filters over the demo catalog (`collection.products(filters:)`,
/// `search(productFilters:)`): which products a list of `ProductFilter` inputs leaves, and the
/// filters offered for a list, each value with its count.
///
/// As Shopify: the values of one filter are alternatives (OR), different filters all apply
/// (AND); availability, price and variant options are variant filters (`filter.v.*`: one variant
/// must pass them all), vendor, type and tag product filters (`filter.p.*`). A value's count is
/// what it would leave with the other filters as they are (shopify.dev, "Filter products in a
/// collection"; help.shopify.com, Search & Discovery "Filters").
struct ProductFiltering: Sendable {
    enum Condition: Hashable, Sendable {
        case available(Bool)
        case price(min: Decimal?, max: Decimal?)
        case vendor(String)
        case productType(String)
        case tag(String)
        case option(name: String, value: String)

        /// Which filter the condition is a value of (values of one group are alternatives).
        var group: String {
            switch self {
            case .available: return "available"
            case .price: return "price"
            case .vendor: return "vendor"
            case .productType: return "productType"
            case .tag: return "tag"
            case .option(let name, _): return "option:" + name.lowercased()
            }
        }

        var isVariantCondition: Bool {
            switch self {
            case .available, .price, .option: return true
            case .vendor, .productType, .tag: return false
            }
        }

        func matches(_ product: DemoCatalog.Product) -> Bool {
            switch self {
            case .vendor(let name): return product.vendor.caseInsensitiveCompare(name) == .orderedSame
            case .productType(let name): return product.productType.caseInsensitiveCompare(name) == .orderedSame
            case .tag(let name): return product.tags.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
            default: return product.variants.contains(where: matches)
            }
        }

        func matches(_ variant: DemoCatalog.Variant) -> Bool {
            switch self {
            case .available(let flag): return variant.availableForSale == flag
            case .price(let min, let max):
                return min.map { variant.price.amount >= $0 } ?? true && max.map { variant.price.amount <= $0 } ?? true
            case .option(let name, let value):
                return variant.selectedOptions.contains {
                    $0.name.caseInsensitiveCompare(name) == .orderedSame && $0.value.caseInsensitiveCompare(value) == .orderedSame
                }
            default: return true
            }
        }
    }

    /// Conditions by group, in the order their groups came.
    private(set) var groups: [(name: String, conditions: [Condition])] = []

    init(_ conditions: [Condition] = []) {
        for condition in conditions { add(condition) }
    }

    /// The `[ProductFilter!]` argument (already checked against the schema); an empty input
    /// object filters nothing.
    init(_ argument: Map) {
        self.init((argument.array ?? []).flatMap(Self.conditions))
    }

    private mutating func add(_ condition: Condition) {
        if let index = groups.firstIndex(where: { $0.name == condition.group }) {
            if !groups[index].conditions.contains(condition) { groups[index].conditions.append(condition) }
        } else {
            groups.append((condition.group, [condition]))
        }
    }

    private static func conditions(_ input: Map) -> [Condition] {
        var found: [Condition] = []
        if let flag = input["available"].bool { found.append(.available(flag)) }
        if input["price"].dictionary != nil {
            found.append(.price(min: decimal(input["price"]["min"]), max: decimal(input["price"]["max"])))
        }
        if let name = input["productVendor"].string { found.append(.vendor(name)) }
        if let name = input["productType"].string { found.append(.productType(name)) }
        if let name = input["tag"].string { found.append(.tag(name)) }
        if let name = input["variantOption"]["name"].string, let value = input["variantOption"]["value"].string {
            found.append(.option(name: name, value: value))
        }
        return found
    }

    /// A `Float` bound as the decimal it was written as. Shopify's `PriceRangeFilter` bounds
    /// are decimals, both included (`min: 9.99` keeps a 9.99 product); GraphQL's `Map.int`
    /// truncates a fraction, so the number is read as a double and written back in its
    /// shortest form ("9.99", not 9.9900000000000002).
    private static func decimal(_ map: Map) -> Decimal? {
        guard let number = map.double, number.isFinite else { return nil }
        return Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Whether `product` passes every filter.
    func matches(_ product: DemoCatalog.Product) -> Bool {
        let productGroups = groups.filter { !($0.conditions.first?.isVariantCondition ?? false) }
        let variantGroups = groups.filter { $0.conditions.first?.isVariantCondition ?? false }
        guard productGroups.allSatisfy({ $0.conditions.contains { $0.matches(product) } }) else { return false }
        if variantGroups.isEmpty { return true }
        return product.variants.contains { variant in variantGroups.allSatisfy { $0.conditions.contains { $0.matches(variant) } } }
    }

    /// The products of `products` that pass.
    func apply(_ products: [DemoCatalog.Product]) -> [DemoCatalog.Product] {
        groups.isEmpty ? products : products.filter { matches($0) }
    }
}

extension ProductFiltering {
    /// The filters a store offers for `products` (a collection's, or a search's matches, before
    /// filtering), with each value's count under these filters: availability and price (on by
    /// default on every store), product type, vendor, and each variant option.
    func offered(for products: [DemoCatalog.Product]) -> [FilterSource] {
        func list(_ id: String, _ label: String, _ type: String, _ entries: [(id: String, label: String, condition: Condition, count: Int)])
            -> FilterSource?
        {
            guard !entries.isEmpty else { return nil }
            return FilterSource(
                id: id, label: label, type: type, presentation: type == "LIST" ? "TEXT" : nil,
                values: entries.map { entry in
                    FilterValueSource(id: entry.id, label: entry.label, count: entry.count, input: FilterValueSource.json(entry.condition))
                })
        }
        var filters: [FilterSource] = []
        let stock = tally("available", in: products, variantValue: { String($0.availableForSale) })
        filters += [
            list(
                "filter.v.availability", "Availability", "BOOLEAN",
                [
                    ("filter.v.availability.1", "In stock", .available(true), stock["true"] ?? 0),
                    ("filter.v.availability.0", "Out of stock", .available(false), stock["false"] ?? 0),
                ])
        ].compactMap { $0 }
        let highest = products.flatMap(\.variants).map(\.price.amount).max() ?? 0
        filters.append(
            FilterSource(
                id: "filter.v.price", label: "Price", type: "PRICE_RANGE", presentation: nil,
                values: [
                    FilterValueSource(id: "filter.v.price", label: "Price", count: 0, input: FilterValueSource.json(.price(min: 0, max: highest)))
                ]))
        let types = tally("productType", in: products, productValue: \.productType)
        filters += [
            list(
                "filter.p.product_type", "Product type", "LIST",
                Set(products.map(\.productType)).filter { !$0.isEmpty }.sorted().map {
                    ("filter.p.product_type.\(Self.handle($0))", $0, .productType($0), types[$0.lowercased()] ?? 0)
                })
        ].compactMap { $0 }
        let vendors = tally("vendor", in: products, productValue: \.vendor)
        filters += [
            list(
                "filter.p.vendor", "Vendor", "LIST",
                Set(products.map(\.vendor)).filter { !$0.isEmpty }.sorted().map {
                    ("filter.p.vendor.\(Self.handle($0))", $0, .vendor($0), vendors[$0.lowercased()] ?? 0)
                })
        ].compactMap { $0 }
        // Options in the order the products name them, values in the order they first come.
        var optionNames: [String] = []
        var optionValues: [String: [String]] = [:]
        for option in products.flatMap(\.options) {
            let key = option.name.lowercased()
            if optionValues[key] == nil { optionNames.append(option.name) }
            var known = Set((optionValues[key] ?? []).map { $0.lowercased() })
            for value in option.values where known.insert(value.lowercased()).inserted { optionValues[key, default: []].append(value) }
        }
        for name in optionNames {
            let key = name.lowercased()
            let counts = tally(
                "option:" + key, in: products,
                variantValue: { variant in
                    variant.selectedOptions.first { $0.name.lowercased() == key }?.value
                })
            filters += [
                list(
                    "filter.v.option.\(Self.handle(name))", name, "LIST",
                    (optionValues[key] ?? []).map { value in
                        (
                            "filter.v.option.\(Self.handle(name)).\(Self.handle(value))", value, .option(name: name, value: value),
                            counts[value.lowercased()] ?? 0
                        )
                    })
            ].compactMap { $0 }
        }
        return filters
    }

    /// How many products each value of `group` leaves with the other filters as they are (keys
    /// lowercased): a product counts once for each value it has, among its variants that pass
    /// the other variant filters (`variantValue`), or as a whole (`productValue`). One pass over
    /// the variants, whatever the number of values.
    private func tally(
        _ group: String, in products: [DemoCatalog.Product], variantValue: ((DemoCatalog.Variant) -> String?)? = nil,
        productValue: ((DemoCatalog.Product) -> String)? = nil
    ) -> [String: Int] {
        let others = groups.filter { $0.name != group }
        let productGroups = others.filter { !($0.conditions.first?.isVariantCondition ?? false) }
        let variantGroups = others.filter { $0.conditions.first?.isVariantCondition ?? false }
        var counts: [String: Int] = [:]
        for product in products where productGroups.allSatisfy({ $0.conditions.contains { $0.matches(product) } }) {
            let passing = product.variants.filter { variant in variantGroups.allSatisfy { $0.conditions.contains { $0.matches(variant) } } }
            if let productValue {
                if !passing.isEmpty || variantGroups.isEmpty { counts[productValue(product).lowercased(), default: 0] += 1 }
            } else if let variantValue {
                for value in Set(passing.compactMap(variantValue).map { $0.lowercased() }) { counts[value, default: 0] += 1 }
            }
        }
        return counts
    }

    /// A value as it goes in a filter's ID ("Sky Blue" → "sky-blue").
    static func handle(_ text: String) -> String {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }
}
