/// A line to send: variant, quantity, the selling plan it is bought on, and the line it is
/// added under as an add-on (`CartLineInput`).
public struct LineInput: Sendable, Hashable {
    /// The variant to buy.
    public var variantID: ProductVariant.ID
    /// How many.
    public var quantity: Int
    /// The selling plan it is bought on; nil to buy it once.
    public var sellingPlanID: SellingPlan.ID?
    /// For an add-on, the variant of the line it goes under (`parent.merchandiseId`: that line
    /// is added in the same request); nil at the top level.
    public var parentVariantID: ProductVariant.ID?
    /// For an add-on whose line is already in the store's cart, that line's ID
    /// (`parent.lineId`, preferred to the variant).
    public var parentLineID: String?

    /// A line of `quantity` of the variant, on the plan when one is given, under the line of
    /// `parentVariantID` when given.
    public init(
        variantID: ProductVariant.ID, quantity: Int, sellingPlanID: SellingPlan.ID? = nil, parentVariantID: ProductVariant.ID? = nil,
        parentLineID: String? = nil
    ) {
        self.variantID = variantID
        self.quantity = quantity
        self.sellingPlanID = sellingPlanID
        self.parentVariantID = parentVariantID
        self.parentLineID = parentLineID
    }

    /// What makes it a line of its own in a cart: the same variant on another plan, or under
    /// another line, is another line.
    public var key: CartLineKey { CartLineKey(variantID: variantID, sellingPlanID: sellingPlanID, parentVariantID: parentVariantID) }

    /// True for an add-on (a nested cart line).
    public var isAddOn: Bool { parentVariantID != nil }
}

extension LineInput {
    /// The line as added to the store's cart `state`: an add-on names its parent by that line's
    /// ID when the cart has a top-level line of the parent's variant (the first, when several
    /// plans of it make several), else by the variant, to be added in the same request.
    func placed(in state: CheckoutState) -> LineInput {
        guard let parentVariantID else { return self }
        var placed = self
        placed.parentLineID = state.lines.first { $0.variantID == parentVariantID && $0.parentID == nil }?.id
        return placed
    }
}
