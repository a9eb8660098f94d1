import StoreKitCore

/// The Cart API's rules for selling plans on a line.
extension CommerceState {
    /// The user error of a line that asks for a plan its product does not have, or none when
    /// its product is sold by subscription only; `prefix` is the line's input path. Shopify gives
    /// these their own codes from 2025-07 (changelog "Storefront API Cart now exposes selling
    /// plan errors"); before, the demo says INVALID_MERCHANDISE_LINE.
    static func planError(
        _ line: LineRequest, _ item: Merchandise, prefix: [String],
        version: APIVersion
    ) -> DemoUserError? {
        let specific = version >= .sellingPlanErrors
        if let id = line.sellingPlanID {
            guard item.plan(id) == nil else { return nil }
            return DemoUserError(
                field: prefix + ["sellingPlanId"], code: specific ? "SELLING_PLAN_NOT_APPLICABLE" : "INVALID_MERCHANDISE_LINE",
                message: "The selling plan with id \(id) is not applicable to the merchandise.")
        }
        guard item.product.requiresSellingPlan else { return nil }
        return DemoUserError(
            field: prefix + ["sellingPlanId"], code: specific ? "VARIANT_REQUIRES_SELLING_PLAN" : "INVALID_MERCHANDISE_LINE",
            message: "The merchandise with id \(line.merchandiseID) requires a selling plan.")
    }
}
