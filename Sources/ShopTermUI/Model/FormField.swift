import Foundation
import StoreKitCore

/// One field of the checkout form.
public struct FormField: Equatable, Sendable {
    /// The address key (`zip`), or `email`.
    public var key: String
    public var label: String
    public var value: String
    public var required: Bool
    /// Shown masked (passwords).
    public var secret: Bool

    public init(key: String, label: String, value: String = "", required: Bool = false, secret: Bool = false) {
        self.key = key
        self.label = label
        self.value = value
        self.required = required
        self.secret = secret
    }
}
