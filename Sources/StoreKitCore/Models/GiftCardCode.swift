import Foundation

/// Gift card codes are secrets: shown only as their last 4 characters.
public enum GiftCardCode {
    /// The code as stores compare it: upper case, without spaces and dashes (and without the
    /// "…" of a code written as it is shown, "…1234").
    public static func normalized(_ code: String) -> String {
        String(code.uppercased().filter { $0 != " " && $0 != "-" && $0 != "…" })
    }

    /// "…1234" for any code: all that may appear in output, logs and errors.
    public static func shown(_ code: String) -> String {
        shown(lastCharacters: String(normalized(code).suffix(4)))
    }

    static func shown(lastCharacters: String) -> String {
        "…" + (lastCharacters.oneLine(limit: 8) ?? "")
    }

    /// How each of `codes` is shown, in order: "…1234", or "…1234 (2)" where several end in the
    /// same 4 characters (its number among them, in the order they were added). More of a code
    /// would say more of a secret; a number tells them apart and says nothing of it.
    public static func shownNames(_ codes: [String]) -> [String] {
        numbered(codes.map { String(normalized($0).suffix(4)) })
    }

    /// "…tail", numbered among the tails equal to it where there are several.
    static func numbered(_ tails: [String]) -> [String] {
        tails.indices.map { index in
            let tail = tails[index]
            let name = shown(lastCharacters: tail)
            guard tails.filter({ $0 == tail }).count > 1 else { return name }
            return "\(name) (\(tails[...index].filter { $0 == tail }.count))"
        }
    }
}
