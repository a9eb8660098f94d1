import Foundation
import StoreKitCore

/// The demo store's catalog in memory, checked and indexed, with Storefront global IDs.
public struct DemoCatalog: Sendable {
    public struct Shop: Sendable {
        public var name: String
        public var description: String
        public var currencyCode: String
        public var countryCode: String
        public var moneyFormat: String
        public var policies: [Policy]
        /// Which customer accounts it has.
        public var customerAccounts: CustomerAccounts = .both
    }

    /// The customer accounts a shop has: the Customer Account API (OAuth in the browser; the
    /// only kind for stores opened since classic accounts were deprecated, 2026-02), the classic
    /// e-mail/password mutations of the Storefront API, or both (a store moving over).
    public enum CustomerAccounts: String, Sendable, CaseIterable {
        case both, new, classic

        public var hasCustomerAccountAPI: Bool { self != .classic }
        public var hasClassicAccounts: Bool { self != .new }
    }

    public struct Policy: Sendable {
        public var id: String
        public var handle: String
        public var title: String
        public var body: String
    }

    public struct Collection: Sendable {
        public var id: String
        public var handle: String
        public var title: String
        public var description: String
        /// Indices into ``DemoCatalog/products``, in the collection's order.
        public var productIndices: [Int]
        public var updatedAt: String
    }

    public struct Option: Sendable {
        public var id: String
        public var name: String
        public var values: [String]
    }

    public struct Variant: Sendable {
        public var id: String
        public var title: String
        public var sku: String?
        public var price: Money
        public var compareAtPrice: Money?
        public var availableForSale: Bool
        public var quantityAvailable: Int?
        public var selectedOptions: [SelectedOption]
    }

    public struct Image: Sendable {
        public var id: String
        public var url: String
        public var altText: String?
        public var width: Int?
        public var height: Int?
    }

    public struct Product: Sendable {
        public var id: String
        public var handle: String
        public var title: String
        public var description: String
        public var vendor: String
        public var productType: String
        public var tags: [String]
        public var options: [Option]
        public var variants: [Variant]
        public var images: [Image]
        public var createdAt: String
        /// Position in the catalog file (the order `ID` and best-selling sorts use).
        public var position: Int
        /// Its subscriptions, when it has any.
        public var sellingPlanGroup: SellingPlanGroup?
        /// True when it can only be bought on one of its selling plans.
        public var requiresSellingPlan: Bool

        public var availableForSale: Bool { variants.contains(where: \.availableForSale) }
    }

    public var shop: Shop
    public var collections: [Collection]
    public var products: [Product]
    /// The store's discount codes and gift cards (`discountCodes`, `giftCards` in the file).
    public var offers: Offers
    /// The shop's own market first, then those of the file (`markets`).
    public private(set) var markets: [Market]
    /// Where the shop ships, at what rates, and its taxes.
    public private(set) var shipping: Shipping
    private var productIndexByHandle: [String: Int]
    private var collectionIndexByHandle: [String: Int]
    /// Where each global ID points.
    private var nodes: [String: NodeLocation]

    /// What a global ID refers to.
    public enum NodeLocation: Sendable, Equatable {
        case shop
        case policy(Int)
        case collection(Int)
        case product(Int)
        case variant(product: Int, variant: Int)
        case option(product: Int, option: Int)
    }

    public func product(handle: String) -> Product? { productIndexByHandle[handle].map { products[$0] } }
    public func collection(handle: String) -> Collection? { collectionIndexByHandle[handle].map { collections[$0] } }
    public func node(id: String) -> NodeLocation? { nodes[id] }
    public static let shopID = "gid://shopify/Shop/1"

    /// Builds the catalog from a parsed file, checking what JSON decoding cannot: prices,
    /// unique handles, collection members, and variant options.
    public init(file: CatalogFile) throws(CatalogError) {
        let currency = (file.shop.currencyCode ?? "USD").uppercased()
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw CatalogError(path: "shop.currencyCode", reason: "\"\(currency)\" is not a currency code")
        }
        shop = Shop(
            name: file.shop.name, description: file.shop.description ?? "", currencyCode: currency,
            countryCode: file.shop.countryCode ?? "US", moneyFormat: file.shop.moneyFormat ?? "${{amount}}",
            policies: (file.shop.policies ?? []).enumerated().map { index, policy in
                Policy(id: "gid://shopify/ShopPolicy/\(index + 1)", handle: policy.handle, title: policy.title, body: policy.body)
            })
        if let kind = file.shop.customerAccounts {
            guard let accounts = CustomerAccounts(rawValue: kind) else {
                throw CatalogError(path: "shop.customerAccounts", reason: "\"\(kind)\" is not one of both, new, classic")
            }
            shop.customerAccounts = accounts
        }
        offers = try Offers(file: file, currency: currency)
        markets = try Self.markets(file, shop: shop)
        shipping = try Self.shipping(file, currency: currency)
        products = []
        productIndexByHandle = [:]
        collectionIndexByHandle = [:]
        collections = []
        nodes = [Self.shopID: .shop]
        for index in shop.policies.indices { nodes[shop.policies[index].id] = .policy(index) }

        var nextVariant = 1
        var nextOption = 1
        var nextImage = 1
        var nextPlan = 1
        for (index, item) in file.products.enumerated() {
            let path = "products[\(index)]"
            try Self.checkHandle(item.handle, path: "\(path).handle")
            guard productIndexByHandle[item.handle] == nil else {
                throw CatalogError(path: "\(path).handle", reason: "\"\(item.handle)\" is used by another product")
            }
            // Shopify refuses two options of one name on a product ("Option names must be unique").
            for (position, option) in (item.options ?? []).enumerated()
            where (item.options ?? []).prefix(position).contains(where: { $0.name.lowercased() == option.name.lowercased() }) {
                throw CatalogError(path: "\(path).options[\(position)].name", reason: "\"\(option.name)\" is the name of another option")
            }
            let options = (item.options ?? []).map { option -> Option in
                defer { nextOption += 1 }
                return Option(id: "gid://shopify/ProductOption/\(nextOption)", name: option.name, values: option.values)
            }
            var variants: [Variant] = []
            var variantBySelection: [[SelectedOption]: Int] = [:]
            let valueSets = options.map { Set($0.values) }  // a product may have 2,048 variants: no scan per variant
            for (variantIndex, variant) in (item.variants ?? []).enumerated() {
                let variantPath = "\(path).variants[\(variantIndex)]"
                guard let price = Money(amount: variant.price, currencyCode: currency) else {
                    throw CatalogError(path: "\(variantPath).price", reason: "\"\(variant.price)\" is not a decimal amount like \"12.50\"")
                }
                try Self.checkMinorUnit(price, text: variant.price, path: "\(variantPath).price")
                guard price.amount >= 0 else { throw CatalogError(path: "\(variantPath).price", reason: "\"\(variant.price)\" is negative") }
                if let count = variant.quantityAvailable, count < 0 {
                    throw CatalogError(path: "\(variantPath).quantityAvailable", reason: "\(count) is negative")
                }
                var compareAt: Money?
                if let text = variant.compareAtPrice {
                    guard let parsed = Money(amount: text, currencyCode: currency) else {
                        throw CatalogError(path: "\(variantPath).compareAtPrice", reason: "\"\(text)\" is not a decimal amount like \"12.50\"")
                    }
                    try Self.checkMinorUnit(parsed, text: text, path: "\(variantPath).compareAtPrice")
                    guard parsed.amount >= 0 else { throw CatalogError(path: "\(variantPath).compareAtPrice", reason: "\"\(text)\" is negative") }
                    compareAt = parsed
                }
                var selected: [SelectedOption] = []
                for (optionIndex, option) in options.enumerated() {
                    guard let value = variant.selectedOptions?[option.name] else {
                        throw CatalogError(path: "\(variantPath).selectedOptions", reason: "no value for option \"\(option.name)\"")
                    }
                    guard valueSets[optionIndex].contains(value) else {
                        throw CatalogError(
                            path: "\(variantPath).selectedOptions.\(option.name)", reason: "\"\(value)\" is not one of the option's values")
                    }
                    selected.append(SelectedOption(name: option.name, value: value))
                }
                if let extra = variant.selectedOptions?.keys.sorted().first(where: { name in !options.contains { $0.name == name } }) {
                    throw CatalogError(path: "\(variantPath).selectedOptions.\(extra)", reason: "the product has no option \"\(extra)\"")
                }
                // Shopify: each variant is one combination of the options' values ("The variant
                // already exists"); a product without options has one variant.
                if let same = variantBySelection[selected] {
                    throw CatalogError(
                        path: "\(variantPath).selectedOptions",
                        reason: selected.isEmpty
                            ? "a product without options has one variant (variants[\(same)])"
                            : "the same options as variants[\(same)]")
                }
                variantBySelection[selected] = variantIndex
                let title = variant.title ?? (selected.isEmpty ? "Default Title" : selected.map(\.value).joined(separator: " / "))
                let id = "gid://shopify/ProductVariant/\(nextVariant)"
                nextVariant += 1
                variants.append(
                    Variant(
                        id: id, title: title, sku: variant.sku, price: price, compareAtPrice: compareAt,
                        availableForSale: variant.availableForSale ?? true, quantityAvailable: variant.quantityAvailable,
                        selectedOptions: selected))
                nodes[id] = .variant(product: index, variant: variantIndex)
            }
            let images = (item.images ?? []).map { image -> Image in
                defer { nextImage += 1 }
                return Image(
                    id: "gid://shopify/ProductImage/\(nextImage)", url: image.url, altText: image.altText, width: image.width, height: image.height)
            }
            let id = "gid://shopify/Product/\(index + 1)"
            let plans = try Self.sellingPlanGroup(item, path: path, nextID: &nextPlan)
            products.append(
                Product(
                    id: id, handle: item.handle, title: item.title, description: item.description ?? "",
                    vendor: item.vendor ?? "", productType: item.productType ?? "", tags: item.tags ?? [],
                    options: options, variants: variants, images: images,
                    createdAt: item.createdAt ?? "2026-01-01T00:00:00Z", position: index,
                    sellingPlanGroup: plans, requiresSellingPlan: item.requiresSellingPlan ?? false))
            productIndexByHandle[item.handle] = index
            nodes[id] = .product(index)
            for optionIndex in options.indices { nodes[options[optionIndex].id] = .option(product: index, option: optionIndex) }
        }

        for (index, item) in (file.collections ?? []).enumerated() {
            let path = "collections[\(index)]"
            try Self.checkHandle(item.handle, path: "\(path).handle")
            guard collectionIndexByHandle[item.handle] == nil else {
                throw CatalogError(path: "\(path).handle", reason: "\"\(item.handle)\" is used by another collection")
            }
            var members: [Int] = []
            for (memberIndex, handle) in (item.products ?? []).enumerated() {
                guard let productIndex = productIndexByHandle[handle] else {
                    throw CatalogError(path: "\(path).products[\(memberIndex)]", reason: "no product has the handle \"\(handle)\"")
                }
                guard !members.contains(productIndex) else {
                    throw CatalogError(path: "\(path).products[\(memberIndex)]", reason: "\"\(handle)\" is in the collection already")
                }
                members.append(productIndex)
            }
            let id = "gid://shopify/Collection/\(index + 1)"
            collections.append(
                Collection(
                    id: id, handle: item.handle, title: item.title, description: item.description ?? "",
                    productIndices: members, updatedAt: "2026-01-01T00:00:00Z"))
            collectionIndexByHandle[item.handle] = index
            nodes[id] = .collection(index)
        }
        try checkSoldOut(file)
    }

    /// A handle as Shopify makes them: letters and digits (of any script), `-` and `_`; no
    /// spaces, no punctuation (a handle is a URL's path segment).
    static func checkHandle(_ handle: String, path: String) throws(CatalogError) {
        guard !handle.isEmpty else { throw CatalogError(path: path, reason: "must not be empty") }
        guard handle.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_" }) else {
            throw CatalogError(path: path, reason: "\"\(handle)\" is not a handle: letters, digits, - and _ only (like \"blue-cap\")")
        }
    }

    /// Refuses an amount finer than its currency's minor unit ("999.5" yen): Shopify stores
    /// prices in the currency's own unit.
    static func checkMinorUnit(_ money: Money, text: String, path: String) throws(CatalogError) {
        guard money.isFinerThanMinorUnit else { return }
        let digits = CurrencyUnits.fractionDigits(money.currencyCode)
        throw CatalogError(path: path, reason: "\"\(text)\" has more decimals than \(money.currencyCode) has (\(digits))")
    }

    /// What tells this shop from another served by the embedded store: the folder of its
    /// cart, market and login is `embedded-<identity>`, so that a cart made with one catalog
    /// never turns into another's products. `demo` for the built-in shoe store (of any size);
    /// for a catalog of one's own, its shop's name, country and currency (a price or a product
    /// changed keeps it: a revalidation then says which line's product changed).
    public var identity: String {
        if shop.name == ShoeStoreCatalog.shopName && shop.countryCode == "US" && shop.currencyCode == "USD" { return "demo" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs and builds
        for byte in "\(shop.name)\u{0}\(shop.countryCode)\u{0}\(shop.currencyCode)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let words = shop.name.lowercased().unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
        let slug = String(words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-").prefix(24))
        return (slug.isEmpty ? "shop" : slug) + "-" + String(hash, radix: 16)
    }

    /// Reads and checks a catalog file.
    public static func load(contentsOf url: URL) throws(CatalogError) -> DemoCatalog {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CatalogError(path: "", reason: "cannot read \(url.path): \((error as NSError).localizedDescription)")
        }
        return try DemoCatalog(file: try CatalogFile.decode(data))
    }
}
