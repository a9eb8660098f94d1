import StoreKitCore

/// The ways to buy a product on its page: once (unless it is sold by subscription only), then
/// each of its selling plans.
enum PurchaseOptions {
    /// The choices in order: nil is "once".
    static func choices(_ product: Product) -> [Int?] {
        (product.requiresSellingPlan ? [] : [nil]) + product.sellingPlans.indices.map { $0 }
    }

    /// The choice `step` places from `current`, going round.
    static func step(_ current: Int?, by step: Int, in product: Product) -> Int? {
        let choices = choices(product)
        guard !choices.isEmpty else { return nil }
        let position = choices.firstIndex(of: current) ?? 0
        return choices[(position + step % choices.count + choices.count) % choices.count]
    }

    /// "Once", or the plan's name and what it takes off: "Every 3 months (10% off)".
    static func label(_ plan: SellingPlan?, money: (Money) -> String) -> String {
        guard let plan else { return "Once" }
        let adjustment = plan.adjustmentText(money: money)
        return adjustment.isEmpty ? plan.name : "\(plan.name) (\(adjustment))"
    }
}
