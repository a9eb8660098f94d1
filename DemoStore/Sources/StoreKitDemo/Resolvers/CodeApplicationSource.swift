import Foundation
import StoreKitCore

/// A `CartCodeDiscountApplication` (2026-07): a code, its value, and what it took off the cart.
struct CodeApplicationSource: Sendable {
    var code: String
    var rule: DemoCatalog.Offers.DiscountRule
    var totalAllocatedAmount: DemoMoney
}
