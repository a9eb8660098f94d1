import Foundation

/// The value a variant has for one option (Size = 9).
public struct SelectedOption: Sendable, Hashable, Codable {
    /// The option's name ("Size").
    public var name: String
    /// The variant's value for it ("9").
    public var value: String

    /// The value `value` of the option `name`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
