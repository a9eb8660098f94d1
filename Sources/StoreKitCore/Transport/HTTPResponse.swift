import Foundation

/// One HTTP response: status, headers (keys lower-cased) and body.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The headers, names lower-cased.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// A response of `status`, `headers` and `body`.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The value of header `name` (case-insensitive).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
