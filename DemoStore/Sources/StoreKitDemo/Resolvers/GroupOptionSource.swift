import GraphQL
import StoreKitCore

struct GroupOptionSource: Sendable {
    var name: String
    var values: [String]
}
