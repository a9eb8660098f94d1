import Foundation

/// Text from the catalog made safe to print: every string a terminal might show goes through
/// here when it is decoded. It is StoreKitCore's own sanitiser, ``Swift/String/oneLine(limit:)``
/// (controls, format characters such as bidi overrides, and line breaks go; runs of
/// whitespace become one space; long text is cut), the same ShopTermUI's
/// `TerminalText.sanitized` applies again when drawing.
enum UCPText {
    /// The longest title, name or message kept.
    static let shortLimit = 300
    /// The longest description kept.
    static let longLimit = 4_000

    /// `value` as one clean line of at most `limit` characters; nil when it is not a string or
    /// nothing readable is left.
    static func line(_ value: JSONValue?, limit: Int = shortLimit) -> String? {
        guard case .string(let text)? = value else { return nil }
        return text.oneLine(limit: limit)
    }

    /// `value` as a web address a browser may open: http or https, nothing else (no
    /// `javascript:`, `file:`); nil otherwise.
    static func webURL(_ value: JSONValue?) -> URL? {
        guard case .string(let text)? = value, text.utf8.count <= 4_096, let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host?.isEmpty == false
        else { return nil }
        return url
    }

    /// The host of `url` for an error message, sanitised.
    static func host(_ url: URL) -> String {
        (url.host ?? url.absoluteString).oneLine(limit: 100) ?? "the catalog"
    }
}
