import Foundation

/// How the demo store reads an `application/x-www-form-urlencoded` body (its login form, its
/// OAuth token requests): `name=value` pairs joined by `&`, `+` a space and `%XX` a byte (WHATWG
/// URL Standard, "application/x-www-form-urlencoded parsing"). The store's own reading, shared
/// with no client; a name given twice keeps its first value.
enum DemoFormBody {
    /// The fields of `body`.
    static func fields(_ body: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&") {
            let (name, value) = pair.firstIndex(of: "=").map { (pair[..<$0], pair[pair.index(after: $0)...]) } ?? (pair[...], "")
            let key = decoded(name)
            if fields[key] == nil { fields[key] = decoded(value) }
        }
        return fields
    }

    /// `text` with `+` as a space and its percent escapes decoded (as given when they do not
    /// decode to UTF-8).
    private static func decoded(_ text: Substring) -> String {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
    }
}
