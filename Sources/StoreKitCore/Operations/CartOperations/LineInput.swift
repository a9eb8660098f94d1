/// A line to send: variant, quantity and the selling plan it is bought on (`CartLineInput`).
public struct LineInput: Sendable, Hashable {
    /// The variant to buy.
    public var variantID: ProductVariant.ID
    /// How many.
    public var quantity: Int
    /// The selling plan it is bought on; nil to buy it once.
    public var sellingPlanID: SellingPlan.ID?

    /// A line of `quantity` of the variant, on the plan when one is given.
    public init(variantID: ProductVariant.ID, quantity: Int, sellingPlanID: SellingPlan.ID? = nil) {
        self.variantID = variantID
        self.quantity = quantity
        self.sellingPlanID = sellingPlanID
    }

    /// What makes it a line of its own in a cart: the same variant on another plan is another line.
    public var key: CartLineKey { CartLineKey(variantID: variantID, sellingPlanID: sellingPlanID) }
}
