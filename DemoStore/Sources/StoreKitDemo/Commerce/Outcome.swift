import Foundation
import StoreKitCore
import Synchronization

/// What a mutation produced: the value (nil when refused), its user errors and warnings.
struct Outcome<Value: Sendable>: Sendable {
    var value: Value?
    var userErrors: [DemoUserError] = []
    var warnings: [DemoWarning] = []
}
