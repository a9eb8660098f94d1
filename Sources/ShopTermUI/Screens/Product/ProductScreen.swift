import Foundation
import StoreKitCore

/// One product: details, the variant picker and the quantity.
public struct ProductScreen: Equatable, Sendable {
    public var handle: String
    public var title: String
    public var product: Product?
    public var error: String?
    /// Option name → chosen value.
    public var selection: [String: String] = [:]
    /// The purchase option: nil to buy once, else an index into the product's selling plans.
    public var planIndex: Int?
    /// The focused row: an option's index, the purchase option (when the product has selling
    /// plans), the quantity (``Product/quantityRow``), then the recommended products.
    public var focusedRow = 0
    /// "You may also like": the store's recommendations (nil until they are asked for).
    public var recommendations: [ProductSummary]?
    /// The most recommendations shown.
    public static let maxRecommendations = 4
    public var quantity = 1
    /// The cart line (its number, from 1) ⏎ adds the product under as its add-on (`u` chooses
    /// it); nil: a line of its own.
    public var addOnParent: Int?
    public var scroll = 0
    /// Keys for the product typed while it loads (choosing, quantity, adding), played once it
    /// is there, so that a quick `→ + a` is not lost.
    public var keysWhileLoading: [Key] = []
    /// How many keys are kept for a product still loading.
    public static let maxKeysWhileLoading = 32

    public init(handle: String, title: String) {
        self.handle = handle
        self.title = title
    }

    /// The variant the selection names.
    public var selectedVariant: ProductVariant? { product?.variant(matching: selection) }

    /// The selling plan chosen, if any.
    public var selectedPlan: SellingPlan? {
        guard let planIndex, let plans = product?.sellingPlans, plans.indices.contains(planIndex) else { return nil }
        return plans[planIndex]
    }

    /// The recommended product under the focus, if the focus is on one.
    public var focusedRecommendation: ProductSummary? {
        guard let product, let recommendations else { return nil }
        let index = focusedRow - product.quantityRow - 1
        return recommendations.indices.contains(index) ? recommendations[index] : nil
    }
}

extension Product {
    /// The product page's row of purchase options: after the options, when it has selling plans.
    public var purchaseRow: Int? { sellingPlans.isEmpty ? nil : options.count }
    /// The product page's quantity row: after the options and the purchase options.
    public var quantityRow: Int { options.count + (purchaseRow == nil ? 0 : 1) }
}
