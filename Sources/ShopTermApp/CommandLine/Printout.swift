import Foundation

/// What a command prints on standard output, made by the library and printed by the
/// executable: text (a newline follows it) or a JSON document (``SafeJSON``: pretty, keys sorted).
public enum Printout: Sendable, Equatable {
    case text(String)
    case json(Data)

    /// `value` as the JSON document printed.
    public static func json<Value: Encodable>(of value: Value) throws -> Printout {
        .json(try SafeJSON.encode(value))
    }

    /// `value` as JSON when `json`, else the text `text` makes.
    public static func either<Value: Encodable>(json: Bool, _ value: Value, text: () -> String) throws -> Printout {
        json ? try .json(of: value) : .text(text())
    }
}
