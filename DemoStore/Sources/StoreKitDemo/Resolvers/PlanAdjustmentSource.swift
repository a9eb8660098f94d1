import GraphQL
import StoreKitCore

/// A `SellingPlanPriceAdjustment`; its value is one of the three adjustment kinds.
struct PlanAdjustmentSource: Sendable {
    var adjustmentValue: any Sendable
    var orderCount: Int?

    init(_ adjustment: DemoCatalog.SellingPlan.Adjustment, currency: String) {
        switch adjustment {
        case .percentage(let percent): adjustmentValue = PercentageAdjustmentSource(adjustmentPercentage: percent)
        case .amountOff(let amount): adjustmentValue = AmountOffAdjustmentSource(amount: DemoMoney(amount: amount, currencyCode: currency))
        case .price(let price): adjustmentValue = FixedPriceAdjustmentSource(amount: DemoMoney(amount: price, currencyCode: currency))
        }
    }
}
