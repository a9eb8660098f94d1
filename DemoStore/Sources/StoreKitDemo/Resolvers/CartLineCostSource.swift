import StoreKitCore

struct CartLineCostSource: Sendable {
    var amountPerQuantity: Money
    var compareAtAmountPerQuantity: Money?
    var subtotalAmount: Money
    var totalAmount: Money
}
