import GraphQL
import StoreKitCore

/// A `Menu`.
struct MenuSource: Sendable {
    var id: String
    var handle: String
    var title: String
    var items: [MenuItemSource]
}
