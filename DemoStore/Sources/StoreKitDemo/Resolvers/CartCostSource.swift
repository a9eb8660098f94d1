import StoreKitCore

struct CartCostSource: Sendable {
    var subtotalAmount: DemoMoney
    var totalAmount: DemoMoney
}
