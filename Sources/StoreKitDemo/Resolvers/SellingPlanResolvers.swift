import GraphQL
import StoreKitCore

/// Subscriptions: a product's selling plan groups, each variant's price on each plan
/// (`sellingPlanAllocations`) and the plan a cart line is bought on. Amounts are in the
/// request's market, as the rest of the catalog.
enum SellingPlanResolvers {
    static var table: [String: GraphQLFieldResolve] {
        var table: [String: GraphQLFieldResolve] = [
            "Product.sellingPlanGroups": resolver(DemoCatalog.Product.self) { product, args, context in
                let groups = product.sellingPlanGroup.map { [SellingPlanGroupSource($0, currency: context.market.currency)] } ?? []
                return try Paginator.page(groups, args: args, kind: "selling-plan-groups")
            },
            "SellingPlanGroup.sellingPlans": resolver(SellingPlanGroupSource.self) { group, args, _ in
                try Paginator.page(group.plans, args: args, kind: "selling-plans")
            },
            "ProductVariant.sellingPlanAllocations": resolver(VariantSource.self) { source, args, _ in
                let plans = source.product.sellingPlanGroup?.plans ?? []
                return try Paginator.page(
                    plans.map { SellingPlanAllocationSource($0, price: source.variant.price) }, args: args,
                    kind: "selling-plan-allocations")
            },
            "CartLine.sellingPlanAllocation": resolver(CartLineSource.self) { line, _, _ in
                line.priced.plan.map { SellingPlanAllocationSource($0, price: line.priced.merchandise.variant.price) }
            },
            "SellingPlanFixedAmountPriceAdjustment.adjustmentAmount": resolver(AmountOffAdjustmentSource.self) { source, _, _ in source.amount },
            "SellingPlanFixedPriceAdjustment.price": resolver(FixedPriceAdjustmentSource.self) { source, _, _ in source.amount },
        ]
        table.merge(connectionResolvers(["SellingPlanGroup", "SellingPlan", "SellingPlanAllocation"])) { $1 }
        return table
    }
}

/// A `SellingPlanGroup`: one option, "Delivery", whose values are the plans' names.
struct SellingPlanGroupSource: Sendable {
    var appName: String? = "shopterm demo subscriptions"
    var name: String
    var options: [GroupOptionSource]
    var plans: [SellingPlanSource]

    init(_ group: DemoCatalog.SellingPlanGroup, currency: String) {
        name = group.name
        options = [GroupOptionSource(name: DemoCatalog.SellingPlanGroup.optionName, values: group.plans.map(\.name))]
        plans = group.plans.map { SellingPlanSource($0, currency: currency) }
    }
}
struct GroupOptionSource: Sendable {
    var name: String
    var values: [String]
}

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
struct PlanOptionSource: Sendable {
    var name: String?
    var value: String?
}
/// A `SellingPlanPriceAdjustment`; its value is one of the three adjustment kinds.
struct PlanAdjustmentSource: Sendable {
    var adjustmentValue: any Sendable
    var orderCount: Int?

    init(_ adjustment: DemoCatalog.SellingPlan.Adjustment, currency: String) {
        switch adjustment {
        case .percentage(let percent): adjustmentValue = PercentageAdjustmentSource(adjustmentPercentage: percent)
        case .amountOff(let amount): adjustmentValue = AmountOffAdjustmentSource(amount: Money(amount: amount, currencyCode: currency))
        case .price(let price): adjustmentValue = FixedPriceAdjustmentSource(amount: Money(amount: price, currencyCode: currency))
        }
    }
}
struct PercentageAdjustmentSource: Sendable { var adjustmentPercentage: Int }
struct AmountOffAdjustmentSource: Sendable { var amount: Money }
struct FixedPriceAdjustmentSource: Sendable { var amount: Money }
/// Paid in full at checkout: 100 percent.
struct CheckoutChargeSource: Sendable {
    var type = "PERCENTAGE"
    var value: any Sendable = ChargePercentageSource(percentage: 100)
}
struct ChargePercentageSource: Sendable { var percentage: Double }

/// A `SellingPlanAllocation`: a variant priced `price` on a plan, one delivery paid at checkout.
struct SellingPlanAllocationSource: Sendable {
    var checkoutChargeAmount: Money
    var priceAdjustments: [AllocationAdjustmentSource]
    var remainingBalanceChargeAmount: Money
    var sellingPlan: SellingPlanSource

    init(_ plan: DemoCatalog.SellingPlan, price: Money) {
        let planPrice = plan.price(of: price)
        checkoutChargeAmount = planPrice
        priceAdjustments = [AllocationAdjustmentSource(compareAtPrice: price, perDeliveryPrice: planPrice, price: planPrice, unitPrice: nil)]
        remainingBalanceChargeAmount = Money(amount: 0, currencyCode: price.currencyCode)
        sellingPlan = SellingPlanSource(plan, currency: price.currencyCode)
    }
}
struct AllocationAdjustmentSource: Sendable {
    var compareAtPrice: Money
    var perDeliveryPrice: Money
    var price: Money
    var unitPrice: Money?
}
