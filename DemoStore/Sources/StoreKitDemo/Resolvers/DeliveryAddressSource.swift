import StoreKitCore

struct DeliveryAddressSource: Sendable { var address: DemoAddress }
