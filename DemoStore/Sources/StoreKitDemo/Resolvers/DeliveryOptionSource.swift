import StoreKitCore

struct DeliveryOptionSource: Sendable {
    var handle: String
    var title: String?
    var code: String?
    var description: String?
    var estimatedCost: DemoMoney
}
