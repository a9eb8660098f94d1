import Foundation

/// A product as listed: title, price range, compare-at price, availability, image.
public struct ProductSummary: Sendable, Hashable, Codable {
    public typealias ID = StorefrontID<ProductSummary>
    public var id: ID
    public var handle: String
    public var title: String
    public var vendor: String
    public var productType: String
    public var availableForSale: Bool
    /// The lowest variant price.
    public var minPrice: Money
    /// The highest variant price.
    public var maxPrice: Money
    /// The highest compare-at price, when any variant has one (the "was" price of a sale).
    public var compareAtPrice: Money?
    public var featuredImage: ProductImage?

    /// True when the product sells below its compare-at price.
    public var isOnSale: Bool { compareAtPrice.map { $0.amount > minPrice.amount } ?? false }

    public init(
        id: ID, handle: String, title: String, vendor: String, productType: String, availableForSale: Bool,
        minPrice: Money, maxPrice: Money, compareAtPrice: Money?, featuredImage: ProductImage?
    ) {
        self.id = id
        self.handle = handle
        self.title = title
        self.vendor = vendor
        self.productType = productType
        self.availableForSale = availableForSale
        self.minPrice = minPrice
        self.maxPrice = maxPrice
        self.compareAtPrice = compareAtPrice
        self.featuredImage = featuredImage
    }

    private enum GraphQLKeys: String, CodingKey {
        case id, handle, title, vendor, productType, availableForSale, priceRange, compareAtPriceRange, featuredImage
    }
    private struct PriceRange: Decodable {
        var minVariantPrice: Money
        var maxVariantPrice: Money
    }
    private struct CompareAtRange: Decodable { var maxVariantPrice: Money }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GraphQLKeys.self)
        id = try container.decode(ID.self, forKey: .id)
        handle = try container.decode(String.self, forKey: .handle)
        title = try container.decode(String.self, forKey: .title)
        vendor = try container.decode(String.self, forKey: .vendor)
        productType = try container.decode(String.self, forKey: .productType)
        availableForSale = try container.decode(Bool.self, forKey: .availableForSale)
        let range = try container.decode(PriceRange.self, forKey: .priceRange)
        minPrice = range.minVariantPrice
        maxPrice = range.maxVariantPrice
        compareAtPrice = try container.decodeIfPresent(CompareAtRange.self, forKey: .compareAtPriceRange)?.maxVariantPrice.unlessZero
        featuredImage = try container.decodeIfPresent(ProductImage.self, forKey: .featuredImage)
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
