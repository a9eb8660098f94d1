import Foundation

/// An HTTP request to the demo store, from its server or its in-process transport.
public struct DemoRequest: Sendable {
    public var method: String
    public var path: String
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data

    public init(method: String, path: String, headers: [String: String], body: Data) {
        self.method = method
        self.path = path
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// `path` without its query string.
    static func pathWithoutQuery(_ path: String) -> String {
        path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? path
    }
}
