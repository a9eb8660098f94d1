import Foundation

/// The plan a cart line is bought on: enough to send it and show it.
public struct LinePlan: Sendable, Hashable, Codable {
    /// The plan's global ID.
    public var id: SellingPlan.ID
    /// The plan's name, e.g. "Delivery every month".
    public var name: String

    /// The plan `id`, named `name`.
    public init(id: SellingPlan.ID, name: String) {
        self.id = id
        self.name = name
    }

    /// A line's variant title with its plan: "2 / Green · Every 3 months".
    /// Empty for a product without options bought once ("Default Title" never shows).
    public static func label(_ variantTitle: String, _ plan: LinePlan?) -> String {
        [ProductVariant.shownTitle(variantTitle), plan?.name].compactMap { $0 }.joined(separator: " · ")
    }

    /// "Swift Runner — 10 / White", "Gift card" for a product without options.
    public static func name(_ productTitle: String, _ variantTitle: String, _ plan: LinePlan?) -> String {
        let label = label(variantTitle, plan)
        return label.isEmpty ? productTitle : "\(productTitle) — \(label)"
    }
}
