import GraphQL
import StoreKitCore

struct AllocationAdjustmentSource: Sendable {
    var compareAtPrice: DemoMoney
    var perDeliveryPrice: DemoMoney
    var price: DemoMoney
    var unitPrice: DemoMoney?
}
