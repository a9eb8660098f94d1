import GraphQL
import StoreKitCore

/// Paid in full at checkout: 100 percent.
struct CheckoutChargeSource: Sendable {
    var type = "PERCENTAGE"
    var value: any Sendable = ChargePercentageSource(percentage: 100)
}
