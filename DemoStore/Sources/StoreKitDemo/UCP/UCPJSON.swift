import Foundation

/// A JSON value as the demo's UCP endpoints read and write it: the store's own type (it shares
/// no model type with the client). Integers stay integers (UCP amounts are integers in the
/// currency's minor unit); a number with a fraction is a `Decimal`. Written with sorted keys, so
/// the same value is always the same bytes.
public enum UCPJSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Decimal)
    case string(String)
    case array([UCPJSON])
    case object([String: UCPJSON])

    /// Parses `data`; nil when it is not JSON.
    public init?(data: Data) {
        guard let value = try? JSONDecoder().decode(UCPJSON.self, from: data) else { return nil }
        self = value
    }

    /// The member `key` of an object (nil for anything else).
    public subscript(key: String) -> UCPJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, when it is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, when it is one (a number with no fraction counts).
    public var int: Int? {
        switch self {
        case .int(let value): return value
        case .number(let value):
            guard DemoCurrencyUnits.round(value, digits: 0) == value, abs(value) < 1_000_000_000_000 else { return nil }
            return NSDecimalNumber(decimal: value).intValue
        default: return nil
        }
    }

    /// The Boolean, when it is one.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when it is an array.
    public var array: [UCPJSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, when it is an object.
    public var object: [String: UCPJSON]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The value written as compact JSON, keys sorted, `/` unescaped.
    public var data: Data { Data(text.utf8) }

    /// The value written as compact JSON text.
    public var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value): out += "\(value)"
        case .string(let value): Self.writeString(value, into: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, into: &out)
                out += ":"
                members[key]?.write(into: &out)
            }
            out += "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped (RFC 8259, 7).
    private static func writeString(_ value: String, into out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let control where control.value < 0x20 || control.value == 0x7F || (0x80...0x9F).contains(control.value):
                out += String(format: "\\u%04x", control.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension UCPJSON: Decodable {
    /// Reads any JSON value: `true`/`false` as Booleans, whole numbers as integers, others as decimals.
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
        } else if let value = try? container.decode([UCPJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: UCPJSON].self))
        }
    }
}

extension UCPJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array literal.
    public init(arrayLiteral elements: UCPJSON...) { self = .array(elements) }
    /// An object literal.
    public init(dictionaryLiteral elements: (String, UCPJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
}
