import Foundation
import GraphQL
import StoreKitCore

/// The root value of every request.
struct Root: Sendable {}
