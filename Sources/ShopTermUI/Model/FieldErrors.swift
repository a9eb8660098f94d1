import Foundation
import StoreKitCore

/// Messages by form field key ("" for the whole form).
struct FieldErrors: Error, Equatable {
    var messages: [String: String]
    init(_ messages: [String: String]) { self.messages = messages }
}
