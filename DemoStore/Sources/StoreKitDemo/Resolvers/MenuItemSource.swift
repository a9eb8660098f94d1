import GraphQL
import StoreKitCore

/// A `MenuItem`; `resource` is the linked collection or product.
struct MenuItemSource: Sendable {
    var id: String
    var title: String
    var type: String
    var url: String?
    var resourceId: String?
    var resource: (any Sendable)?
    var items: [MenuItemSource] = []
    var tags: [String] = []
}
