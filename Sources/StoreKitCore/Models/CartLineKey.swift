/// A cart line's identity, as the store's cart merges lines: variant and selling plan.
public struct CartLineKey: Sendable, Hashable {
    /// The variant the line buys.
    public var variantID: ProductVariant.ID
    /// The selling plan it is bought on (nil: once).
    public var sellingPlanID: SellingPlan.ID?

    /// The key of a line of `variantID` on `sellingPlanID`.
    public init(variantID: ProductVariant.ID, sellingPlanID: SellingPlan.ID?) {
        self.variantID = variantID
        self.sellingPlanID = sellingPlanID
    }
}
