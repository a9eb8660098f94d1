import Foundation

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
        case selectedOrFirstAvailableVariant
    }

    /// The first variant for sale and, for a bundle, what it holds (`ProductVariantComponent`s).
    private struct FirstVariant: Decodable {
        struct Component: Decodable {
            struct Part: Decodable {
                struct Title: Decodable { var title: String }
                var title: String
                var product: Title
            }
            var quantity: Int
            var productVariant: Part
        }
        var id: ProductVariant.ID
        var components: Nodes<Component>?

        /// What one bundle holds; nil for a variant that is not a bundle.
        var items: [BundleItem]? {
            guard let nodes = components?.nodes, !nodes.isEmpty else { return nil }
            return nodes.map { component in
                let part = component.productVariant
                let title = ProductVariant.shownTitle(part.title).map { "\(part.product.title) (\($0))" } ?? part.product.title
                return BundleItem(title: title, quantity: component.quantity)
            }
        }
    }
    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GraphQLKeys.self)
        let variants = try container.decode(Page<ProductVariant>.self, forKey: .variants)
        // A bundle's parts are read for one variant only: for every variant, they would cost
        // more than a tokenless query may.
        let first = try container.decodeIfPresent(FirstVariant.self, forKey: .selectedOrFirstAvailableVariant)
        let items = variants.items.map { variant in
            var variant = variant
            if variant.id == first?.id, let bundle = first?.items { variant.bundleItems = bundle }
            return variant
        }
        self.init(
            summary: try ProductSummary(from: decoder),
            description: try container.decode(String.self, forKey: .description),
            tags: try container.decodeIfPresent([String].self, forKey: .tags) ?? [],
            options: try container.decode([ProductOption].self, forKey: .options),
            images: try container.decode(Nodes<ProductImage>.self, forKey: .images).nodes,
            variants: items,
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

extension Product {
    /// What a product's page asks of it.
    public static let fragment = GraphQLFragment(
        "ProductDetailFields",
        """
        fragment ProductDetailFields on Product {
          ...ProductSummaryFields
          description
          options { name optionValues { name } }
          images(first: 20) { nodes { ...ImageFields } }
          variants(first: \(variantPageLimit)) { nodes { ...VariantFields } pageInfo { ...PageInfoFields } }
          encodedVariantExistence encodedVariantAvailability
          selectedOrFirstAvailableVariant { id components(first: 10) { nodes { quantity productVariant { title product { title } } } } }
          \(SellingPlan.groupsSelection)
        }
        """, uses: [ProductSummary.fragment, ProductImage.fragment, ProductVariant.fragment, PageInfo.fragment])
}
