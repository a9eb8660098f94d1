import Foundation

/// JSON for a terminal or a pipe: what `--json` prints. Store text may hold characters that
/// are invisible yet act: C1 controls (U+0080–U+009F, which some terminals obey like escape
/// sequences) and the bidirectional and format characters that reorder or hide text (U+061C,
/// U+200B–U+200F, U+2028–U+202E, U+2060–U+2069, U+FEFF). They are written as `\uXXXX`, which
/// any JSON reader turns back into the same character.
public enum SafeJSON {
    /// `value` as pretty (or, `oneLine`, compact: a JSON Lines record), sorted JSON with those
    /// characters escaped.
    public static func encode<Value: Encodable>(_ value: Value, oneLine: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = oneLine ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return escapingInvisibles(try encoder.encode(value))
    }

    /// `json` (UTF-8) with the characters above written as `\uXXXX`. They can only be inside
    /// strings (JSON's own syntax is ASCII), where the escape means the same character.
    public static func escapingInvisibles(_ json: Data) -> Data {
        let text = String(decoding: json, as: UTF8.self)
        guard text.unicodeScalars.contains(where: isInvisible) else { return json }
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                escaped += String(format: "\\u%04X", scalar.value)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return Data(escaped.utf8)
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: return true
        default: return false
        }
    }
}
