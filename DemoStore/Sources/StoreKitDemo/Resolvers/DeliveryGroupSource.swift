import StoreKitCore

struct DeliveryGroupSource: Sendable {
    var id: String
    var deliveryOptions: [DeliveryOptionSource]
    var selectedDeliveryOption: DeliveryOptionSource?
}
