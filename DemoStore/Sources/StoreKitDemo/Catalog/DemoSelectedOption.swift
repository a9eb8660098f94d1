import Foundation

/// A variant's value for one of its product's options (Size = 9): Shopify's `DemoSelectedOption`
/// (`name`, `value`), as the demo store answers it. The store's own wire type, shared with no
/// client.
public struct DemoSelectedOption: Sendable, Hashable {
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
