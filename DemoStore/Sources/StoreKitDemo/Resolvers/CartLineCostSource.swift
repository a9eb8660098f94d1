import StoreKitCore

struct CartLineCostSource: Sendable {
    var amountPerQuantity: DemoMoney
    var compareAtAmountPerQuantity: DemoMoney?
    var subtotalAmount: DemoMoney
    var totalAmount: DemoMoney
}
