import Foundation

/// One line of an order: what was bought, how many (after any removal) and what it cost.
public struct OrderLine: Sendable, Equatable, Codable {
    /// The product's title.
    public var title: String
    /// The variant's title; nil when the variant no longer exists or is the default one.
    public var variantTitle: String?
    /// How many (after any removal).
    public var quantity: Int
    /// The line's total after its discounts.
    public var total: Money

    /// A line of `quantity` of `title` (`variantTitle`) for `total`.
    public init(title: String, variantTitle: String?, quantity: Int, total: Money) {
        self.title = title
        self.variantTitle = variantTitle
        self.quantity = quantity
        self.total = total
    }

    private enum CodingKeys: String, CodingKey { case title, variantTitle, quantity, total, currentQuantity, variant, discountedTotalPrice }
    private struct Variant: Decodable { var title: String }

    /// Decodes an `OrderLineItem` (`currentQuantity`, `discountedTotalPrice`), or this type's own encoding.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        let variant = try container.decodeIfPresent(Variant.self, forKey: .variant)?.title
        let own = try container.decodeIfPresent(String.self, forKey: .variantTitle)
        // Shopify names a product without options' only variant "Default Title".
        variantTitle = (variant ?? own).flatMap(ProductVariant.shownTitle)
        quantity = try container.decodeIfPresent(Int.self, forKey: .currentQuantity) ?? container.decode(Int.self, forKey: .quantity)
        total = try container.decodeIfPresent(Money.self, forKey: .discountedTotalPrice) ?? container.decode(Money.self, forKey: .total)
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(variantTitle, forKey: .variantTitle)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(total, forKey: .total)
    }
}
