import GraphQL
import StoreKitCore

/// A `SellingPlan`: delivered repeatedly, paid in full at checkout.
struct SellingPlanSource: Sendable {
    var id: String
    var name: String
    var description: String?
    var options: [PlanOptionSource]
    var priceAdjustments: [PlanAdjustmentSource]
    var recurringDeliveries = true
    var checkoutCharge = CheckoutChargeSource()

    /// `currency`: that of the catalog the plan comes from (priced in the request's market).
    init(_ plan: DemoCatalog.SellingPlan, currency: String) {
        id = plan.id
        name = plan.name
        options = [PlanOptionSource(name: DemoCatalog.SellingPlanGroup.optionName, value: plan.name)]
        priceAdjustments = plan.adjustment.map { [PlanAdjustmentSource($0, currency: currency)] } ?? []
    }
}
