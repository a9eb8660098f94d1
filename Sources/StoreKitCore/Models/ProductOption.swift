import Foundation

/// One option of a product (e.g. Size) and its values.
public struct ProductOption: Sendable, Hashable, Codable {
    /// The option's name ("Size").
    public var name: String
    /// Its values, in the store's order ("8", "9", "10").
    public var values: [String]

    /// An option `name` with `values`.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}
