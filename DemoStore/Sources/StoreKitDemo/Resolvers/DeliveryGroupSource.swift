import StoreKitCore

struct DeliveryGroupSource: Sendable {
    var id: String
    var deliveryOptions: [DeliveryOptionSource]
    var selectedDeliveryOption: DeliveryOptionSource?
    /// What the shipping codes take off the chosen option (2026-07's `discountAllocations`).
    var discounts: [CodeAllocationSource] = []
}
