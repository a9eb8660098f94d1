import Foundation
import StoreKitCore
import Synchronization

/// A cart warning: code, message, and the ID it concerns.
struct DemoWarning: Sendable, Equatable {
    var code: String
    var message: String
    var target: String
}
