import Foundation

/// Money taken off the cart as a whole (`Cart.discountAllocations`): by a code, or by an
/// automatic or custom discount, which has a title instead.
public struct CartDiscount: Sendable, Equatable, Codable {
    /// The code, or the discount's title.
    public var title: String
    /// True when `title` is a code the buyer entered.
    public var isCode: Bool
    /// What it takes off.
    public var amount: Money

    /// A discount `title` (a code when `isCode`) of `amount`.
    public init(title: String, isCode: Bool, amount: Money) {
        self.title = title
        self.isCode = isCode
        self.amount = amount
    }

    /// The allocations of the same discount added up, in the order they first come.
    static func combined(_ discounts: [CartDiscount]) -> [CartDiscount] {
        var combined: [CartDiscount] = []
        for discount in discounts {
            if let index = combined.firstIndex(where: {
                $0.title.lowercased() == discount.title.lowercased() && $0.isCode == discount.isCode
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
