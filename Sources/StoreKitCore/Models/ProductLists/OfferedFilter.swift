import Foundation

/// A filter a store offers for a list of products (`Filter`): its values, each with how many
/// products it would leave and the ``ProductFilter`` that selects it.
public struct OfferedFilter: Sendable, Hashable, Codable {
    /// `filter.v.availability`, `filter.p.vendor`, …
    public var id: String
    /// "Availability", "Price", "Color".
    public var label: String
    /// `BOOLEAN`, `LIST` or `PRICE_RANGE` (kept as sent: a newer store may add kinds).
    public var type: String
    /// Its values, each with its count.
    public var values: [Value]

    /// One value of a filter.
    public struct Value: Sendable, Hashable, Codable {
        /// The value's ID (`filter.v.option.color.red`).
        public var id: String
        /// What the shopper reads ("Red").
        public var label: String
        /// The products the value leaves, with the other filters as they are.
        public var count: Int
        /// What to send to select this value.
        public var filter: ProductFilter

        /// A value `label` leaving `count` products, selected by `filter`.
        public init(id: String, label: String, count: Int, filter: ProductFilter) {
            self.id = id
            self.label = label
            self.count = count
            self.filter = filter
        }
    }

    /// A filter `label` of `type` with `values`.
    public init(id: String, label: String, type: String, values: [Value]) {
        self.id = id
        self.label = label
        self.type = type
        self.values = values
    }

    /// True for the store's price range (its one value spans the prices of the products listed).
    public var isPriceRange: Bool { type == "PRICE_RANGE" }

    /// What a list of products asks of each filter.
    public static let fragment = GraphQLFragment(
        "FilterFields",
        """
        fragment FilterFields on Filter { id label type values { id label count input } }
        """)

    private enum GraphQLKeys: String, CodingKey { case id, label, type, values }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GraphQLKeys.self)
        id = try container.decode(String.self, forKey: .id)
        label = try container.decode(String.self, forKey: .label)
        type = try container.decode(String.self, forKey: .type)
        // A value whose input cannot be sent back is left out, not the list of products with it.
        values = try container.decode([Lossy<StoreValue>].self, forKey: .values).compactMap(\.value?.value)
    }

    /// A value as the store sends it: `input` is the JSON scalar, a string of JSON text (an
    /// object is taken too).
    private struct StoreValue: Decodable {
        var value: Value

        private enum Keys: String, CodingKey { case id, label, count, input }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let input: JSONValue
            if let text = try? container.decode(String.self, forKey: .input) {
                input = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            } else {
                input = try container.decode(JSONValue.self, forKey: .input)
            }
            guard case .object(let fields) = input, !fields.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .input, in: container, debugDescription: "not a filter object")
            }
            value = Value(
                id: try container.decode(String.self, forKey: .id), label: try container.decode(String.self, forKey: .label),
                count: max(0, try container.decode(Int.self, forKey: .count)), filter: ProductFilter(input: input))
        }
    }
}

/// A list element that is nil when it does not decode, instead of failing the list.
private struct Lossy<Wrapped: Decodable>: Decodable {
    var value: Wrapped?
    init(from decoder: any Decoder) throws {
        value = try? Wrapped(from: decoder)
    }
}
