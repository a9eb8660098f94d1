import Foundation

/// One line of a checkout as the store sees it.
public struct CheckoutLine: Sendable, Equatable, Codable {
    /// The store's ID of the line (a cart line).
    public var id: String
    /// The variant the line buys.
    public var variantID: ProductVariant.ID
    /// How many.
    public var quantity: Int
    /// The product's title.
    public var title: String
    /// The variant's title ("9 / Black").
    public var variantTitle: String
    /// What one costs on this line: the selling plan's price when it has one.
    public var unitPrice: Money
    /// The selling plan it is bought on, if any.
    public var plan: LinePlan?
    /// For an add-on (a nested cart line), the store's ID of the line it is under; nil at the top level.
    public var parentID: String?
    /// For an add-on, the variant of the line it is under.
    public var parentVariantID: ProductVariant.ID?
    /// For a bundle, its parts with the share of its price the store put on each; nil otherwise.
    public var parts: [BundlePart]?

    /// A line of the store's cart.
    public init(
        id: String, variantID: ProductVariant.ID, quantity: Int, title: String, variantTitle: String, unitPrice: Money,
        plan: LinePlan? = nil, parentID: String? = nil, parentVariantID: ProductVariant.ID? = nil, parts: [BundlePart]? = nil
    ) {
        self.id = id
        self.variantID = variantID
        self.quantity = quantity
        self.title = title
        self.variantTitle = variantTitle
        self.unitPrice = unitPrice
        self.plan = plan
        self.parentID = parentID
        self.parentVariantID = parentVariantID
        self.parts = parts
    }

    /// The line's variant, selling plan and parent: what tells two lines apart.
    public var key: CartLineKey { CartLineKey(variantID: variantID, sellingPlanID: plan?.id, parentVariantID: parentVariantID) }

    /// `unitPrice × quantity`: what the line costs before the cart's discounts.
    public var total: Money { Money(amount: unitPrice.amount * Decimal(quantity), currencyCode: unitPrice.currencyCode) }

    /// "2 / Green", with its plan: "2 / Green · Every 3 months".
    public var variantLabel: String { LinePlan.label(variantTitle, plan) }
}
