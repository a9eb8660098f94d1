import Foundation

/// One option of a product (e.g. Size) and its values.
public struct ProductOption: Sendable, Hashable, Codable {
    /// The option's name ("Size").
    public var name: String
    /// Its values, in the store's order ("8", "9", "10").
    public var values: [String]

    /// An option `name` with `values`.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// The value a variant has for one option (Size = 9).
public struct SelectedOption: Sendable, Hashable, Codable {
    /// The option's name ("Size").
    public var name: String
    /// The variant's value for it ("9").
    public var value: String

    /// The value `value` of the option `name`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A purchasable variant of a product.
public struct ProductVariant: Sendable, Hashable, Codable {
    /// A variant's title as a shopper may see it: nil for Shopify's "Default Title" (the only
    /// variant of a product without options, which a storefront never shows) and for a blank one.
    public static func shownTitle(_ title: String) -> String? {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "Default Title" ? nil : title
    }

    /// The store's global ID of a variant.
    public typealias ID = StorefrontID<ProductVariant>
    /// The variant's global ID (what a cart line buys).
    public var id: ID
    /// The variant's title as the store gives it ("9 / Black").
    public var title: String
    /// The store's stock-keeping unit, when it has one.
    public var sku: String?
    /// True when it can be bought now.
    public var availableForSale: Bool
    /// Out of stock but sold anyway (a backorder): see ``Stock``.
    public var currentlyNotInStock: Bool
    /// How many the store has: read by a query of its own (``ProductStockQuery``), since only a
    /// token with the inventory scope may read it; nil when the store did not say.
    public var quantityAvailable: Int?
    /// What one costs.
    public var price: Money
    /// What it cost before a sale, when the store says (the "was" price).
    public var compareAtPrice: Money?
    /// Its value for each of the product's options.
    public var selectedOptions: [SelectedOption]
    /// Its own image, when it has one.
    public var image: ProductImage?
    /// The first delivery's price on each selling plan, as the store states it
    /// (`sellingPlanAllocations`): read only where a query asks for it (a cart's check).
    public var planPrices: [SellingPlan.ID: Money] = [:]

    /// A variant as the store describes it.
    public init(
        id: ID, title: String, sku: String?, availableForSale: Bool, currentlyNotInStock: Bool = false,
        quantityAvailable: Int? = nil, price: Money, compareAtPrice: Money?, selectedOptions: [SelectedOption], image: ProductImage?
    ) {
        self.id = id
        self.title = title
        self.sku = sku
        self.availableForSale = availableForSale
        self.currentlyNotInStock = currentlyNotInStock
        self.quantityAvailable = quantityAvailable
        self.price = price
        self.compareAtPrice = compareAtPrice
        self.selectedOptions = selectedOptions
        self.image = image
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, sku, availableForSale, currentlyNotInStock, quantityAvailable, price, compareAtPrice, selectedOptions, image
    }
    private enum AllocationKeys: String, CodingKey { case sellingPlanAllocations }
    private struct Allocations: Decodable {
        struct Allocation: Decodable {
            struct Plan: Decodable { var id: SellingPlan.ID }
            struct Adjustment: Decodable { var price: Money }
            var sellingPlan: Plan
            var priceAdjustments: [Adjustment]
        }
        var nodes: [Allocation]
    }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(ID.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
            sku: try container.decodeIfPresent(String.self, forKey: .sku),
            availableForSale: try container.decode(Bool.self, forKey: .availableForSale),
            currentlyNotInStock: try container.decodeIfPresent(Bool.self, forKey: .currentlyNotInStock) ?? false,
            quantityAvailable: try container.decodeIfPresent(Int.self, forKey: .quantityAvailable),
            price: try container.decode(Money.self, forKey: .price),
            compareAtPrice: try container.decodeIfPresent(Money.self, forKey: .compareAtPrice),
            selectedOptions: try container.decode([SelectedOption].self, forKey: .selectedOptions),
            image: try container.decodeIfPresent(ProductImage.self, forKey: .image))
        let allocations =
            try decoder.container(keyedBy: AllocationKeys.self)
            .decodeIfPresent(Allocations.self, forKey: .sellingPlanAllocations)?.nodes ?? []
        for allocation in allocations {
            planPrices[allocation.sellingPlan.id] = allocation.priceAdjustments.first?.price ?? price
        }
    }
}

/// A product with everything its page shows.
public struct Product: Sendable, Hashable, Codable {
    /// What a list shows of the product.
    public var summary: ProductSummary
    /// The product's description as plain text ("" when none).
    public var description: String
    /// Read by a query of its own (``ProductTagsQuery``: tags need a token); empty when not read.
    public var tags: [String]
    /// The product's options, in the store's order.
    public var options: [ProductOption]
    /// Its images, the featured one first.
    public var images: [ProductImage]
    /// The variants read (all of them, unless ``hasMoreVariants``).
    public var variants: [ProductVariant]
    /// True when the product has more variants than were fetched.
    public var hasMoreVariants: Bool
    /// Where the next page of variants starts, when there is one.
    public var moreVariantsCursor: String?
    /// Subscriptions and other ways to buy it besides once, every group's plans in order.
    public var sellingPlans: [SellingPlan]
    /// True when it can only be bought on one of ``sellingPlans``.
    public var requiresSellingPlan: Bool
    /// Which combinations of option values exist and which are for sale, for every variant
    /// (the store's encoded marks; nil when it gave none): right for a product whose variants
    /// were not all read.
    public var marks: VariantMarks?

    /// A product with its page's details.
    public init(
        summary: ProductSummary, description: String, tags: [String], options: [ProductOption],
        images: [ProductImage], variants: [ProductVariant], hasMoreVariants: Bool, moreVariantsCursor: String? = nil,
        sellingPlans: [SellingPlan] = [], requiresSellingPlan: Bool = false, marks: VariantMarks? = nil
    ) {
        self.summary = summary
        self.description = description
        self.tags = tags
        self.options = options
        self.images = images
        self.variants = variants
        self.hasMoreVariants = hasMoreVariants
        self.moreVariantsCursor = moreVariantsCursor
        self.sellingPlans = sellingPlans
        self.requiresSellingPlan = requiresSellingPlan
        self.marks = marks
    }

    private enum GraphQLKeys: String, CodingKey {
        case description, tags, options, images, variants, sellingPlanGroups, requiresSellingPlan, encodedVariantExistence, encodedVariantAvailability
    }
    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GraphQLKeys.self)
        let variants = try container.decode(Page<ProductVariant>.self, forKey: .variants)
        self.init(
            summary: try ProductSummary(from: decoder),
            description: try container.decode(String.self, forKey: .description),
            tags: try container.decodeIfPresent([String].self, forKey: .tags) ?? [],
            options: try container.decode([ProductOption].self, forKey: .options),
            images: try container.decode(Nodes<ProductImage>.self, forKey: .images).nodes,
            variants: variants.items,
            hasMoreVariants: variants.hasNextPage,
            moreVariantsCursor: variants.hasNextPage ? variants.endCursor : nil,
            sellingPlans: (try container.decodeIfPresent(Nodes<SellingPlan.Group>.self, forKey: .sellingPlanGroups)?.nodes ?? []).flatMap(\.plans),
            requiresSellingPlan: try container.decodeIfPresent(Bool.self, forKey: .requiresSellingPlan) ?? false,
            marks: VariantMarks(
                existence: try container.decodeIfPresent(String.self, forKey: .encodedVariantExistence),
                availability: try container.decodeIfPresent(String.self, forKey: .encodedVariantAvailability)))
    }

    private enum CodingKeys: String, CodingKey {
        case description, tags, options, images, variants, hasMoreVariants, sellingPlans, requiresSellingPlan
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(description, forKey: .description)
        try container.encode(tags, forKey: .tags)
        try container.encode(options, forKey: .options)
        try container.encode(images, forKey: .images)
        try container.encode(variants, forKey: .variants)
        try container.encode(hasMoreVariants, forKey: .hasMoreVariants)
        try container.encode(sellingPlans, forKey: .sellingPlans)
        try container.encode(requiresSellingPlan, forKey: .requiresSellingPlan)
    }

    /// The "was" price that stands beside the lowest price: the compare-at price every variant
    /// at ``ProductSummary/minPrice`` has, when they all have the same one above it; nil when
    /// one of them has none or another. With variants not read yet (``hasMoreVariants``), the
    /// listing's rule (``ProductSummary/wasPrice``).
    public var wasPrice: Money? {
        guard !hasMoreVariants else { return summary.wasPrice }
        let cheapest = variants.filter { $0.price.amount == summary.minPrice.amount }
        guard let was = cheapest.first?.compareAtPrice, was.amount > summary.minPrice.amount,
            cheapest.allSatisfy({ $0.compareAtPrice?.amount == was.amount })
        else { return nil }
        return was
    }

    /// True when some variant sells below its own compare-at price: read from the variants
    /// themselves, which pair each price with its compare-at price (a listing's ranges cannot,
    /// ``ProductSummary/isOnSale``); with variants not read yet, the listing's rule.
    public var hasVariantOnSale: Bool {
        guard !hasMoreVariants else { return summary.isOnSale }
        return variants.contains { variant in variant.compareAtPrice.map { $0.amount > variant.price.amount } ?? false }
    }

    /// The product with `page`, the next page of its variants, added.
    public func adding(variants page: Page<ProductVariant>) -> Product {
        var product = self
        product.variants += page.items
        product.hasMoreVariants = page.hasNextPage && !page.items.isEmpty
        product.moreVariantsCursor = product.hasMoreVariants ? page.endCursor : nil
        return product
    }

    /// The product with each variant's `quantityAvailable` from `counts` (by variant ID).
    public func withStock(_ counts: [ProductVariant.ID: Int]) -> Product {
        var product = self
        for index in product.variants.indices {
            product.variants[index].quantityAvailable = counts[product.variants[index].id]
        }
        return product
    }

    /// The positions of `selection`'s values in the product's options (`[0, 2]`), the marks'
    /// terms; nil when a value is not one of its option's.
    public func positions(of selection: [String: String]) -> [Int]? {
        var positions: [Int] = []
        for option in options {
            guard let value = selection[option.name], let index = option.values.firstIndex(of: value) else { return nil }
            positions.append(index)
        }
        return positions
    }

    /// True when the product has a variant of `selection` (by the store's marks when the
    /// variants were not all read).
    public func hasVariant(_ selection: [String: String]) -> Bool {
        if variant(matching: selection) != nil { return true }
        guard let marks, let positions = positions(of: selection) else { return false }
        return marks.existence.contains(positions)
    }

    /// The variant whose options are exactly `selection` (option name → value).
    public func variant(matching selection: [String: String]) -> ProductVariant? {
        variants.first { variant in
            variant.selectedOptions.count == selection.count
                && variant.selectedOptions.allSatisfy { selection[$0.name] == $0.value }
        }
    }
}

extension ProductVariant {
    /// `ProductDetailFields`: what a product's page asks.
    public static let fragment = GraphQLFragment(
        "VariantFields",
        """
        fragment VariantFields on ProductVariant {
          id title sku availableForSale currentlyNotInStock
          price { ...MoneyFields }
          compareAtPrice { ...MoneyFields }
          selectedOptions { name value }
          image { ...ImageFields }
        }
        """, uses: [Money.fragment, ProductImage.fragment])
}

extension Product {
    /// What a product's page asks of it.
    public static let fragment = GraphQLFragment(
        "ProductDetailFields",
        """
        fragment ProductDetailFields on Product {
          ...ProductSummaryFields
          description
          options { name values }
          images(first: 20) { nodes { ...ImageFields } }
          variants(first: \(variantPageLimit)) { nodes { ...VariantFields } pageInfo { ...PageInfoFields } }
          encodedVariantExistence encodedVariantAvailability
          \(SellingPlan.groupsSelection)
        }
        """, uses: [ProductSummary.fragment, ProductImage.fragment, ProductVariant.fragment, PageInfo.fragment])
}
