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
        public var price: DemoMoney
        public var compareAtPrice: DemoMoney?
        public var availableForSale: Bool
        public var quantityAvailable: Int?
        public var selectedOptions: [DemoSelectedOption]
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
        /// A bundle's parts, the same for each of its variants (none: not a bundle).
        public var components: [Component] = []

        public var availableForSale: Bool { variants.contains(where: \.availableForSale) }
        /// True for a fixed bundle (its variants' `requiresComponents`).
        public var isBundle: Bool { !components.isEmpty }
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

    /// Builds the catalog from a parsed file, checking everything JSON decoding cannot (prices,
    /// codes against the schema's enums, handles, dates, collection members, variant options,
    /// IDs), and throwing every problem found, each with its JSON path.
    public init(file: CatalogFile) throws(CatalogError) {
        var check = CatalogCheck()
        var ids = IDs(inFileOrder: file.numbersIDsInFileOrder)
        shop = Self.shop(file.shop, ids: &ids, check: &check)
        let currency = shop.currencyCode
        offers = Offers(file: file, currency: currency, check: &check)
        markets = Self.markets(file, shop: shop, check: &check)
        shipping = Self.shipping(file, currency: currency, check: &check)
        var products = Self.products(file, currency: currency, ids: &ids, check: &check)
        var productIndexByHandle: [String: Int] = [:]
        for (index, product) in products.enumerated() { productIndexByHandle[product.handle] = index }
        Self.resolveComponents(file, products: &products, byHandle: productIndexByHandle, check: &check)
        self.products = products
        self.productIndexByHandle = productIndexByHandle
        collections = Self.collections(file, products: productIndexByHandle, ids: &ids, check: &check)
        var collectionIndexByHandle: [String: Int] = [:]
        for (index, collection) in collections.enumerated() { collectionIndexByHandle[collection.handle] = index }
        self.collectionIndexByHandle = collectionIndexByHandle
        nodes = [Self.shopID: .shop]
        for index in shop.policies.indices { nodes[shop.policies[index].id] = .policy(index) }
        for (index, product) in products.enumerated() {
            nodes[product.id] = .product(index)
            for variant in product.variants.indices { nodes[product.variants[variant].id] = .variant(product: index, variant: variant) }
            for option in product.options.indices { nodes[product.options[option].id] = .option(product: index, option: option) }
        }
        for index in collections.indices { nodes[collections[index].id] = .collection(index) }
        checkSoldOut(file, check: &check)
        try check.finish()
    }

    /// The shop of a file, checked: its name, codes against the schema's enums, money format and policies.
    private static func shop(_ entry: CatalogFile.Shop, ids: inout IDs, check: inout CatalogCheck) -> Shop {
        if entry.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { check.add("shop.name", "must not be empty") }
        let currency = (entry.currencyCode ?? "USD").uppercased()
        let currencyKnown = checkCurrency(entry.currencyCode ?? "USD", path: "shop.currencyCode", check: &check)
        let country = (entry.countryCode ?? "US").uppercased()
        if !SchemaEnum.countryCodes.contains(country) { check.add("shop.countryCode", SchemaEnum.countryReason(entry.countryCode ?? "")) }
        // Without one, "$" only for dollars of the US: another currency is written with its code,
        // never with a sign that would say dollars ("$1.234" for dinars).
        let moneyFormat = entry.moneyFormat ?? (currency == "USD" ? "${{amount}}" : "{{amount}} \(currency)")
        if DemoMoneyFormat(moneyFormat).format(1) == nil {
            check.add("shop.moneyFormat", "\"\(moneyFormat)\" has no amount placeholder such as {{amount}} or {{amount_with_comma_separator}}")
        }
        var policies: [Policy] = []
        for (index, policy) in (entry.policies ?? []).enumerated() {
            let path = "shop.policies[\(index)]"
            guard checkHandle(policy.handle, path: "\(path).handle", check: &check) else { continue }
            if policies.contains(where: { $0.handle == policy.handle }) {
                check.add("\(path).handle", "\"\(policy.handle)\" is used by another policy")
                continue
            }
            if policy.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { check.add("\(path).title", "must not be empty") }
            let id = ids.make("ShopPolicy", key: [policy.handle], path: path, check: &check)
            policies.append(Policy(id: id, handle: policy.handle, title: policy.title, body: policy.body))
        }
        var shop = Shop(
            name: entry.name, description: entry.description ?? "", currencyCode: currencyKnown ? currency : "USD",
            countryCode: country, moneyFormat: moneyFormat, policies: policies)
        if let kind = entry.customerAccounts {
            if let accounts = CustomerAccounts(rawValue: kind) {
                shop.customerAccounts = accounts
            } else {
                check.add("shop.customerAccounts", "\"\(kind)\" is not one of both, new, classic")
            }
        }
        return shop
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
            // The system's reason ("No such file or directory"), not Foundation's sentence
            // around it ("The operation could not be completed. The file doesn't exist.").
            var info = stat()
            let reason =
                access(url.path, R_OK) != 0
                ? String(cString: strerror(errno))
                : stat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? "it is a folder" : (error as NSError).localizedDescription
            throw CatalogError(path: "", reason: "cannot read \(url.path): \(reason)")
        }
        return try read(data)
    }

    /// Reads and checks a catalog from JSON bytes, throwing every problem found: those of its
    /// structure and, when it has one, those of its content.
    public static func read(_ data: Data) throws(CatalogError) -> DemoCatalog {
        let (file, problems) = CatalogFile.read(data)
        guard let file else { throw CatalogError(problems: problems) }
        let catalog: DemoCatalog
        do {
            catalog = try DemoCatalog(file: file)
        } catch {
            throw CatalogError(problems: problems + error.problems)
        }
        if !problems.isEmpty { throw CatalogError(problems: problems) }
        return catalog
    }
}
