import Foundation
import GraphQL
import StoreKitCore

/// A `CartCodeDiscountAllocation`: what a code took off the cart, or off one line.
struct CodeAllocationSource: Sendable {
    var code: String
    var rule: DemoCatalog.Offers.DiscountRule
    var discountedAmount: DemoMoney
    /// The discount that made it, with what it took off the whole cart.
    var application: CodeApplicationSource
}
