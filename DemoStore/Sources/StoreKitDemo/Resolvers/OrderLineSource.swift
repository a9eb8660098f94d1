import Foundation
import GraphQL
import StoreKitCore

/// One line of an order.
struct OrderLineSource: Sendable { var line: CommerceState.OrderLine }
