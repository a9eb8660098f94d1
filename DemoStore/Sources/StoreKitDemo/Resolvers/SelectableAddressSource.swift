import StoreKitCore

struct SelectableAddressSource: Sendable { var address: CommerceState.SelectableAddress }
