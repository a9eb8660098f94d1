import Foundation

/// One option value of an offer: "Size" "10".
public struct GlobalOption: Sendable, Equatable, Codable {
    /// The option's name ("Size").
    public var name: String
    /// The value chosen ("10").
    public var label: String

    /// The option `name` set to `label`.
    public init(name: String, label: String) {
        self.name = name
        self.label = label
    }
}
