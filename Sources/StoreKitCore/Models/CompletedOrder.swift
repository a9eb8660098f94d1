import Foundation

/// The order a completed checkout became, as far as the API tells.
public struct CompletedOrder: Sendable, Equatable, Codable {
    /// "#1001"; nil when the API does not say (the Cart API only reports that the cart is gone).
    public var name: String?
    /// What the order cost, when the API says.
    public var total: Money?

    /// An order `name` of `total`, as far as they are known.
    public init(name: String?, total: Money?) {
        self.name = name
        self.total = total
    }
}

extension CompletedOrder {
    /// What was charged, as the store states it: the order's total when the store gives it
    /// (a logged-in shopper's order), else the cart's total and, when the checkout page added
    /// the taxes, that it did ("$61.00 plus the taxes the checkout page added", and that gift
    /// cards paid them as far as they held more): never a figure before taxes as if it were
    /// what was paid.
    public func chargedText(cart: CheckoutState?, format: (Money) -> String) -> String {
        if let total { return format(total) }
        guard let cart else { return "the total on the order confirmation" }
        guard cart.taxesCalculatedAtPayment else { return format(cart.total) }
        // A gift card that held more than it paid paid the page's taxes too, up to its balance.
        let cardsPaidMore = cart.giftCards.contains { !cart.alsoPaid(by: $0).isEmpty }
        return format(cart.total) + " plus the taxes the checkout page added" + (cardsPaidMore ? ", less what gift cards paid of them" : "")
    }
}
