/// A cart line's identity, as the store's cart merges lines: variant and selling plan.
public struct CartLineKey: Sendable, Hashable {
    public var variantID: ProductVariant.ID
    public var sellingPlanID: SellingPlan.ID?

    public init(variantID: ProductVariant.ID, sellingPlanID: SellingPlan.ID?) {
        self.variantID = variantID
        self.sellingPlanID = sellingPlanID
    }
}
