import Foundation
import StoreKitCore
import Synchronization

/// A user error as the demo store reports it: input field path, code, message.
struct DemoUserError: Sendable, Equatable {
    var field: [String]?
    var code: String
    var message: String
}
