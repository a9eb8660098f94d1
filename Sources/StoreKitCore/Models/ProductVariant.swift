import Foundation

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
    /// True for a bundle (`requiresComponents`): in a cart, one line holding other variants.
    public var requiresComponents = false
    /// For a bundle, what one holds (`components`), where the store said: a product's page
    /// reads it for its first variant for sale (``Product``); nil otherwise.
    public var bundleItems: [BundleItem]?
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
        case requiresComponents, bundleItems
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
        requiresComponents = try container.decodeIfPresent(Bool.self, forKey: .requiresComponents) ?? false
        bundleItems = try container.decodeIfPresent([BundleItem].self, forKey: .bundleItems)
        let allocations =
            try decoder.container(keyedBy: AllocationKeys.self)
            .decodeIfPresent(Allocations.self, forKey: .sellingPlanAllocations)?.nodes ?? []
        for allocation in allocations {
            planPrices[allocation.sellingPlan.id] = allocation.priceAdjustments.first?.price ?? price
        }
    }
}

extension ProductVariant {
    /// `ProductDetailFields`: what a product's page asks.
    public static let fragment = GraphQLFragment(
        "VariantFields",
        """
        fragment VariantFields on ProductVariant {
          id title sku availableForSale currentlyNotInStock requiresComponents
          price { ...MoneyFields }
          compareAtPrice { ...MoneyFields }
          selectedOptions { name value }
          image { ...ImageFields }
        }
        """, uses: [Money.fragment, ProductImage.fragment])
}
