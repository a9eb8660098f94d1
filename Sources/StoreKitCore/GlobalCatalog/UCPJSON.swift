import Foundation

/// JSON of the catalog read into ``JSONValue``s, and what a body that is not JSON looks like.
enum UCPJSON {
    /// `data` as a JSON value; nil when it is not JSON.
    static func value(_ data: Data) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// True when `data` starts (after white space) with `<`: an HTML page, a login wall, a proxy's error.
    static func looksLikeHTML(_ data: Data) -> Bool {
        data.prefix(1_024).first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
    }

    /// `value` as an integer, when it is one.
    static func int(_ value: JSONValue?) -> Int? {
        if case .int(let number)? = value { return number }
        return nil
    }

    /// `value` as a decimal number (an integer or a fraction).
    static func decimal(_ value: JSONValue?) -> Decimal? {
        switch value {
        case .int(let number)?: return Decimal(number)
        case .number(let number)?: return number
        default: return nil
        }
    }

    /// `value` as a Boolean, when it is one.
    static func bool(_ value: JSONValue?) -> Bool? {
        if case .bool(let flag)? = value { return flag }
        return nil
    }

    /// `value`'s members, or an empty object.
    static func object(_ value: JSONValue?) -> [String: JSONValue] {
        if case .object(let members)? = value { return members }
        return [:]
    }

    /// `value`'s elements, or none.
    static func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let elements)? = value { return elements }
        return []
    }
}
