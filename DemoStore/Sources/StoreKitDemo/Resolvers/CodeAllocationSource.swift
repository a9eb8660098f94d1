import Foundation
import GraphQL
import StoreKitCore

/// A `CartCodeDiscountAllocation`.
struct CodeAllocationSource: Sendable {
    var code: String
    var rule: DemoCatalog.Offers.DiscountRule
    var discountedAmount: DemoMoney
}
