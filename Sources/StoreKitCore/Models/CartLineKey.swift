/// A cart line's identity, as the store's cart merges lines: variant, selling plan, and the
/// line it was added under as an add-on.
public struct CartLineKey: Sendable, Hashable {
    /// The variant the line buys.
    public var variantID: ProductVariant.ID
    /// The selling plan it is bought on (nil: once).
    public var sellingPlanID: SellingPlan.ID?
    /// For an add-on (a nested cart line), the variant of the line it was added under; nil at
    /// the top level. The same variant under another line is another line.
    public var parentVariantID: ProductVariant.ID?

    /// The key of a line of `variantID` on `sellingPlanID`, under the line of `parentVariantID` when given.
    public init(variantID: ProductVariant.ID, sellingPlanID: SellingPlan.ID?, parentVariantID: ProductVariant.ID? = nil) {
        self.variantID = variantID
        self.sellingPlanID = sellingPlanID
        self.parentVariantID = parentVariantID
    }
}
