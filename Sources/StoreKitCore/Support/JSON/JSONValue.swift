import Foundation

/// A JSON value: what GraphQL variables are made of, and what the cache keys are built from.
///
/// Encoding is deterministic when the encoder sorts keys, so two equal values always produce
/// the same bytes.
public enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number with a fraction (a price range's bound).
    case number(Decimal)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Decimal.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// A string written as a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer written as a literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A Boolean written as a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue {
    /// `.string(value)` when there is a value, otherwise nil (so the variable is left out).
    public static func optional(_ value: String?) -> JSONValue? { value.map(JSONValue.string) }
    /// `.int(value)` when there is a value, otherwise nil (so the variable is left out).
    public static func optional(_ value: Int?) -> JSONValue? { value.map(JSONValue.int) }
}

/// An encoder whose output is the same bytes for the same value: sorted keys, no escaping of `/`.
public func canonicalJSONEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
}
