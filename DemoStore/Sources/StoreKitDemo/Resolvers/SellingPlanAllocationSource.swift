import GraphQL
import StoreKitCore

/// A `SellingPlanAllocation`: a variant priced `price` on a plan, one delivery paid at checkout.
struct SellingPlanAllocationSource: Sendable {
    var checkoutChargeAmount: DemoMoney
    var priceAdjustments: [AllocationAdjustmentSource]
    var remainingBalanceChargeAmount: DemoMoney
    var sellingPlan: SellingPlanSource

    init(_ plan: DemoCatalog.SellingPlan, price: DemoMoney) {
        let planPrice = plan.price(of: price)
        checkoutChargeAmount = planPrice
        priceAdjustments = [AllocationAdjustmentSource(compareAtPrice: price, perDeliveryPrice: planPrice, price: planPrice, unitPrice: nil)]
        remainingBalanceChargeAmount = DemoMoney(amount: 0, currencyCode: price.currencyCode)
        sellingPlan = SellingPlanSource(plan, currency: price.currencyCode)
    }
}
