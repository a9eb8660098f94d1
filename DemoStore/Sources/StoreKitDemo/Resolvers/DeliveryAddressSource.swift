import StoreKitCore

struct DeliveryAddressSource: Sendable { var address: ShippingAddress }
