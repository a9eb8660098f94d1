import Foundation
import GraphQL
import StoreKitCore

/// A `CartDiscountApplication` (the older object an allocation's `discountApplication` names).
struct DiscountApplicationSource: Sendable {
    var value: any Sendable
    var targetType: String
}
