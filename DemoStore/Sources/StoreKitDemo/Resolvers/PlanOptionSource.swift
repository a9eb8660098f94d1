import GraphQL
import StoreKitCore

struct PlanOptionSource: Sendable {
    var name: String?
    var value: String?
}
