import Foundation
import GraphQL
import StoreKitCore

/// An order in a customer's history.
struct OrderSource: Sendable { var order: CommerceState.Order }
