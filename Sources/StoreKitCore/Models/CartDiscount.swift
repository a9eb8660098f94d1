import Foundation

/// Money taken off the cart as a whole (`Cart.discountApplications`, before 2026-07
/// `Cart.discountAllocations`), or off one line: by a code, or by an automatic or custom
/// discount, which has a title instead.
public struct CartDiscount: Sendable, Equatable, Codable {
    /// What a discount takes money off.
    public enum Target: String, Sendable, Equatable, Codable {
        /// The order: its lines (`targetType: LINE_ITEM`).
        case order
        /// Shipping (`targetType: SHIPPING_LINE`): shown on the shipping line.
        case shipping
    }

    /// What a discount is configured to take off (not what it took: that is ``amount``).
    public enum Value: Sendable, Equatable, Codable {
        /// A percentage (10 for 10 %).
        case percentage(Decimal)
        /// An amount.
        case amount(Money)
    }

    /// The code, or the discount's title.
    public var title: String
    /// True when `title` is a code the buyer entered.
    public var isCode: Bool
    /// What it takes off.
    public var amount: Money
    /// What it takes money off.
    public var appliesTo: Target
    /// What it is configured to take off, when the store says (2026-07 on).
    public var value: Value?

    /// A discount `title` (a code when `isCode`) of `amount`, off `appliesTo`.
    public init(title: String, isCode: Bool, amount: Money, appliesTo: Target = .order, value: Value? = nil) {
        self.title = title
        self.isCode = isCode
        self.amount = amount
        self.appliesTo = appliesTo
        self.value = value
    }

    /// A discount as the store names it: by its `code` when it has one, else by its `title`
    /// (an automatic or custom discount), else "Discount".
    init(code: String?, title: String?, amount: Money, appliesTo: Target = .order, value: Value? = nil) {
        self.init(title: code ?? title ?? "Discount", isCode: code != nil, amount: amount, appliesTo: appliesTo, value: value)
    }

    /// The allocations of the same discount added up, in the order they first come.
    static func combined(_ discounts: [CartDiscount]) -> [CartDiscount] {
        var combined: [CartDiscount] = []
        for discount in discounts {
            if let index = combined.firstIndex(where: {
                $0.title.lowercased() == discount.title.lowercased() && $0.isCode == discount.isCode && $0.appliesTo == discount.appliesTo
                    && $0.amount.currencyCode == discount.amount.currencyCode
            }) {
                combined[index].amount.amount += discount.amount.amount
            } else {
                combined.append(discount)
            }
        }
        return combined
    }
}
