import Foundation

/// The store's own words in an error body, in the three shapes Shopify sends (typed so in
/// Hydrogen's code): `{"errors": "text"}`, `{"errors": {"query": "text"}}` (or a list of
/// GraphQL errors), and an HTML page (its title, else its first heading). Shown as one line,
/// as the store wrote them (messages come translated), without control characters, at most
/// ``limit`` characters.
public enum StoreWords {
    /// The most characters shown of a store's words.
    public static let limit = 200

    /// The message in `body`, or nil when it says nothing readable.
    public static func message(in body: Data) -> String? {
        guard !body.isEmpty else { return nil }
        if let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) {
            return (object as? [String: Any]).flatMap { fromJSON($0["errors"]) }.flatMap(oneLine)
        }
        let text = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
        if let title = element("title", in: text) ?? element("h1", in: text) { return oneLine(title) }
        return text.contains("<") ? nil : oneLine(text)
    }

    private static func fromJSON(_ errors: Any?) -> String? {
        switch errors {
        case let text as String: return text
        case let object as [String: Any]:
            return (object["query"] as? String) ?? object.keys.sorted().lazy.compactMap { object[$0] as? String }.first
        case let list as [Any]:
            return list.lazy.compactMap { ($0 as? [String: Any])?["message"] as? String ?? ($0 as? String) }.first
        default: return nil
        }
    }

    /// The text inside the first `<name …>…</name>`, tags removed.
    private static func element(_ name: String, in html: String) -> String? {
        guard let open = html.range(of: "<\(name)", options: .caseInsensitive),
            let start = html.range(of: ">", range: open.upperBound..<html.endIndex),
            let close = html.range(of: "</\(name)", options: .caseInsensitive, range: start.upperBound..<html.endIndex)
        else { return nil }
        let inner = String(html[start.upperBound..<close.lowerBound])
        let text = inner.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
    }

    /// One line: whitespace runs become one space, controls go, long text is cut.
    static func oneLine(_ text: String) -> String? { text.oneLine(limit: limit) }
}
