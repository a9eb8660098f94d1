import GraphQL
import StoreKitCore

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
