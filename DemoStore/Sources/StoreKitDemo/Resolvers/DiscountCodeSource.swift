import Foundation
import GraphQL
import StoreKitCore

struct DiscountCodeSource: Sendable {
    var code: String
    var applicable: Bool
}
