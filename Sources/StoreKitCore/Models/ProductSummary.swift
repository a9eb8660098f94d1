import Foundation

/// A product as listed: title, price range, compare-at price, availability, image.
///
/// Most of its fields are named alike in the store's answer (`ProductSummaryFields`) and in
/// shopterm's own JSON (`--json`, the cache): they live in ``Listed``, decoded and encoded as
/// they are, and read through the summary (`summary.title`). Only the prices differ in shape
/// (the answer nests them in ranges). A new field of a listing is a line in ``Listed``, a line
/// in ``fragment`` and a line in the fast decoder (`FastPathParityTests` holds them together).
@dynamicMemberLookup
public struct ProductSummary: Sendable, Hashable, Codable {
    /// The store's global ID of a product.
    public typealias ID = StorefrontID<ProductSummary>

    /// The fields the store's answer and shopterm's JSON name alike.
    public struct Listed: Sendable, Hashable, Codable {
        /// The product's global ID.
        public var id: ID
        /// The product's handle: its name in URLs and in commands (`swift-runner`).
        public var handle: String
        /// The product's title.
        public var title: String
        /// Who makes it (the store's vendor field).
        public var vendor: String
        /// The store's product type ("Shoes"), "" when it has none.
        public var productType: String
        /// True when at least one variant is for sale.
        public var availableForSale: Bool
        /// The product's featured image, when it has one.
        public var featuredImage: ProductImage?
    }

    /// The fields named alike in the answer and in shopterm's JSON (read as `summary.title`).
    public var listed: Listed
    /// The lowest variant price.
    public var minPrice: Money
    /// The highest variant price.
    public var maxPrice: Money
    /// The highest compare-at price, when any variant has one: a variant's "was" price, not
    /// necessarily the cheapest's (``wasPrice`` is the one that belongs beside ``minPrice``).
    public var compareAtPrice: Money?

    /// A listed field, read and written through the summary.
    public subscript<Value>(dynamicMember field: WritableKeyPath<Listed, Value>) -> Value {
        get { listed[keyPath: field] }
        set { listed[keyPath: field] = newValue }
    }

    /// True when some variant surely sells below its compare-at price: the highest compare-at
    /// price is above the highest price, so the variant that has it costs less. A listing gives
    /// ranges, not pairs: a compare-at price between the lowest and the highest price may belong
    /// to a variant that costs as much (Dawn shows "Sale" without a figure when it cannot pair
    /// them either: github.com/Shopify/dawn/issues/871).
    public var isOnSale: Bool { compareAtPrice.map { $0.amount > maxPrice.amount } ?? false }

    /// The "was" price that stands beside ``minPrice``: only when every variant costs the same,
    /// so that the variant the compare-at price belongs to costs ``minPrice``; nil otherwise
    /// (a cheaper variant never "was" another's compare-at price). The ranges cover every
    /// variant, sold-out ones too (Shopify's `priceRange` and `compareAtPriceRange`), so the
    /// variant on sale may be one that cannot be bought: the product page says which (README,
    /// "The storefront").
    public var wasPrice: Money? {
        guard minPrice.amount == maxPrice.amount, isOnSale else { return nil }
        return compareAtPrice
    }

    /// A product as a list shows it.
    public init(
        id: ID, handle: String, title: String, vendor: String, productType: String, availableForSale: Bool,
        minPrice: Money, maxPrice: Money, compareAtPrice: Money?, featuredImage: ProductImage?
    ) {
        listed = Listed(
            id: id, handle: handle, title: title, vendor: vendor, productType: productType, availableForSale: availableForSale,
            featuredImage: featuredImage)
        self.minPrice = minPrice
        self.maxPrice = maxPrice
        self.compareAtPrice = compareAtPrice
    }

    private enum GraphQLPriceKeys: String, CodingKey { case priceRange, compareAtPriceRange }
    private enum PriceKeys: String, CodingKey { case minPrice, maxPrice, compareAtPrice }
    private struct PriceRange: Decodable {
        var minVariantPrice: Money
        var maxVariantPrice: Money
    }
    private struct CompareAtRange: Decodable { var maxVariantPrice: Money }

    /// Decodes `ProductSummaryFields` as the store answers them: the listed fields as they are,
    /// the prices out of their ranges.
    public init(from decoder: any Decoder) throws {
        listed = try Listed(from: decoder)
        let container = try decoder.container(keyedBy: GraphQLPriceKeys.self)
        let range = try container.decode(PriceRange.self, forKey: .priceRange)
        minPrice = range.minVariantPrice
        maxPrice = range.maxVariantPrice
        compareAtPrice = try container.decodeIfPresent(CompareAtRange.self, forKey: .compareAtPriceRange)?.maxVariantPrice.unlessZero
    }

    /// Encodes it flat, as shopterm's JSON shows it: the listed fields, then the prices.
    public func encode(to encoder: any Encoder) throws {
        try listed.encode(to: encoder)
        var container = encoder.container(keyedBy: PriceKeys.self)
        try container.encode(minPrice, forKey: .minPrice)
        try container.encode(maxPrice, forKey: .maxPrice)
        try container.encodeIfPresent(compareAtPrice, forKey: .compareAtPrice)
    }
}

extension ProductSummary: TapeFastDecodable {
    /// What a list of products asks of each (a field here, a property above, a line in each decoder).
    public static let fragment = GraphQLFragment(
        "ProductSummaryFields",
        """
        fragment ProductSummaryFields on Product {
          id handle title vendor productType availableForSale
          priceRange { minVariantPrice { ...MoneyFields } maxVariantPrice { ...MoneyFields } }
          compareAtPriceRange { maxVariantPrice { ...MoneyFields } }
          featuredImage { ...ImageFields }
        }
        """, uses: [Money.fragment, ProductImage.fragment])

    static func fastDecode(_ tape: JSONTape, _ index: Int) -> ProductSummary? {
        var id: String?
        var handle: String?
        var title: String?
        var vendor: String?
        var productType: String?
        var available: Bool?
        var minPrice: Money?
        var maxPrice: Money?
        var compareAt: Money?? = .some(nil)
        var image: ProductImage?? = .some(nil)
        let ok = TapeReading.members(tape, index) { name, value in
            switch TapeReading.Name(name) {
            case "id": id = TapeReading.string(tape, value)
            case "handle": handle = TapeReading.string(tape, value)
            case "title": title = TapeReading.string(tape, value)
            case "vendor": vendor = TapeReading.string(tape, value)
            case "productType": productType = TapeReading.string(tape, value)
            case "availableForSale":
                switch tape[value].kind {
                case .true: available = true
                case .false: available = false
                default: return false
                }
            case "priceRange":
                return TapeReading.members(tape, value) { name, value in
                    switch TapeReading.Name(name) {
                    case "minVariantPrice": minPrice = Money.read(tape, value)
                    case "maxVariantPrice": maxPrice = Money.read(tape, value)
                    default: break
                    }
                    return true
                }
            case "compareAtPriceRange":
                if tape[value].kind == .null { return true }
                compareAt = nil
                return TapeReading.members(tape, value) { name, value in
                    if TapeReading.Name(name) == "maxVariantPrice" { compareAt = Money.read(tape, value).map { .some($0) } }
                    return true
                }
            case "featuredImage":
                image = tape[value].kind == .null ? .some(nil) : ProductImage.read(tape, value).map { .some($0) }
            default: break
            }
            return true
        }
        guard ok, let id, let handle, let title, let vendor, let productType, let available, let minPrice, let maxPrice,
            let compareAt, let image
        else { return nil }
        return ProductSummary(
            id: ProductSummary.ID(id), handle: handle, title: title, vendor: vendor, productType: productType,
            availableForSale: available, minPrice: minPrice, maxPrice: maxPrice,
            compareAtPrice: compareAt?.unlessZero, featuredImage: image)
    }
}
