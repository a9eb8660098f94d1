import GraphQL
import StoreKitCore

struct AllocationAdjustmentSource: Sendable {
    var compareAtPrice: Money
    var perDeliveryPrice: Money
    var price: Money
    var unitPrice: Money?
}
