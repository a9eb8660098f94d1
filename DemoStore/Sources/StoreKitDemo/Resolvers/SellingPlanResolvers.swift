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
