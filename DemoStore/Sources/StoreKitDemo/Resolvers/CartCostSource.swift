import StoreKitCore

struct CartCostSource: Sendable {
    var subtotalAmount: Money
    var totalAmount: Money
}
