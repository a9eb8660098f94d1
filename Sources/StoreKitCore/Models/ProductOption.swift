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

    private enum CodingKeys: String, CodingKey { case name, values, optionValues }
    private struct Value: Decodable { var name: String }

    /// Decodes it as the store states it (`optionValues { name }`: `ProductOption.values` is
    /// deprecated in every version shopterm speaks) or as shopterm writes it (`values`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        if let stated = try container.decodeIfPresent([Value].self, forKey: .optionValues) {
            values = stated.map(\.name)
        } else {
            values = try container.decode([String].self, forKey: .values)
        }
    }

    /// Encodes it as shopterm writes it: `name` and `values`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(values, forKey: .values)
    }
}
