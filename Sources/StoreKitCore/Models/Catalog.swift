/// A product image.
public struct ProductImage: Sendable, Hashable, Codable {
    public var url: String
    public var altText: String?
    public var width: Int?
    public var height: Int?

    public init(url: String, altText: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.url = url
        self.altText = altText
        self.width = width
        self.height = height
    }
}

/// A collection as listed: enough to show it and open it.
public struct CollectionSummary: Sendable, Hashable, Codable {
    public typealias ID = StorefrontID<CollectionSummary>
    public var id: ID
    public var handle: String
    public var title: String
    public var description: String

    public init(id: ID, handle: String, title: String, description: String) {
        self.id = id
        self.handle = handle
        self.title = title
        self.description = description
    }
}

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

    public init(id: ID, handle: String, title: String, vendor: String, productType: String, availableForSale: Bool,
                minPrice: Money, maxPrice: Money, compareAtPrice: Money?, featuredImage: ProductImage?) {
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
    private struct PriceRange: Decodable { var minVariantPrice: Money; var maxVariantPrice: Money }
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
        // The API reports "no compare-at price" as an amount of zero.
        let compareAt = try container.decodeIfPresent(CompareAtRange.self, forKey: .compareAtPriceRange)?.maxVariantPrice
        compareAtPrice = compareAt.flatMap { $0.amount > 0 ? $0 : nil }
        featuredImage = try container.decodeIfPresent(ProductImage.self, forKey: .featuredImage)
    }

    private enum CodingKeys: String, CodingKey {
        case id, handle, title, vendor, productType, availableForSale, minPrice, maxPrice, compareAtPrice, featuredImage
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(handle, forKey: .handle)
        try container.encode(title, forKey: .title)
        try container.encode(vendor, forKey: .vendor)
        try container.encode(productType, forKey: .productType)
        try container.encode(availableForSale, forKey: .availableForSale)
        try container.encode(minPrice, forKey: .minPrice)
        try container.encode(maxPrice, forKey: .maxPrice)
        try container.encodeIfPresent(compareAtPrice, forKey: .compareAtPrice)
        try container.encodeIfPresent(featuredImage, forKey: .featuredImage)
    }
}

/// One option of a product (e.g. Size) and its values.
public struct ProductOption: Sendable, Hashable, Codable {
    public var name: String
    public var values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// The value a variant has for one option (Size = 9).
public struct SelectedOption: Sendable, Hashable, Codable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A purchasable variant of a product.
public struct ProductVariant: Sendable, Hashable, Codable {
    public typealias ID = StorefrontID<ProductVariant>
    public var id: ID
    public var title: String
    public var sku: String?
    public var availableForSale: Bool
    public var price: Money
    public var compareAtPrice: Money?
    public var selectedOptions: [SelectedOption]
    public var image: ProductImage?

    public init(id: ID, title: String, sku: String?, availableForSale: Bool, price: Money, compareAtPrice: Money?,
                selectedOptions: [SelectedOption], image: ProductImage?) {
        self.id = id
        self.title = title
        self.sku = sku
        self.availableForSale = availableForSale
        self.price = price
        self.compareAtPrice = compareAtPrice
        self.selectedOptions = selectedOptions
        self.image = image
    }
}

/// A product with everything its page shows.
public struct Product: Sendable, Hashable, Codable {
    public var summary: ProductSummary
    public var description: String
    public var tags: [String]
    public var options: [ProductOption]
    public var images: [ProductImage]
    public var variants: [ProductVariant]
    /// True when the product has more variants than were fetched.
    public var hasMoreVariants: Bool

    public init(summary: ProductSummary, description: String, tags: [String], options: [ProductOption],
                images: [ProductImage], variants: [ProductVariant], hasMoreVariants: Bool) {
        self.summary = summary
        self.description = description
        self.tags = tags
        self.options = options
        self.images = images
        self.variants = variants
        self.hasMoreVariants = hasMoreVariants
    }

    private enum GraphQLKeys: String, CodingKey { case description, tags, options, images, variants }
    private struct Nodes<T: Decodable>: Decodable { var nodes: [T] }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GraphQLKeys.self)
        let variants = try container.decode(Page<ProductVariant>.self, forKey: .variants)
        self.init(
            summary: try ProductSummary(from: decoder),
            description: try container.decode(String.self, forKey: .description),
            tags: try container.decode([String].self, forKey: .tags),
            options: try container.decode([ProductOption].self, forKey: .options),
            images: try container.decode(Nodes<ProductImage>.self, forKey: .images).nodes,
            variants: variants.items,
            hasMoreVariants: variants.hasNextPage)
    }

    private enum CodingKeys: String, CodingKey { case description, tags, options, images, variants, hasMoreVariants }

    public func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(description, forKey: .description)
        try container.encode(tags, forKey: .tags)
        try container.encode(options, forKey: .options)
        try container.encode(images, forKey: .images)
        try container.encode(variants, forKey: .variants)
        try container.encode(hasMoreVariants, forKey: .hasMoreVariants)
    }

    /// The variant whose options are exactly `selection` (option name → value).
    public func variant(matching selection: [String: String]) -> ProductVariant? {
        variants.first { variant in
            variant.selectedOptions.count == selection.count
                && variant.selectedOptions.allSatisfy { selection[$0.name] == $0.value }
        }
    }
}
