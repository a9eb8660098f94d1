import Foundation

/// One HTTP request as the client builds it.
public struct HTTPRequest: Sendable, Equatable {
    /// Where it goes.
    public var url: URL
    /// `GET` or `POST`.
    public var method: String
    /// Header names as sent; look them up with ``header(_:)``.
    public var headers: [String: String]
    /// The body (empty for a `GET`).
    public var body: Data
    /// Seconds the whole exchange may take.
    public var timeout: TimeInterval
    /// Seconds to wait for the connection, and the longest the store may stay silent (before or
    /// during its answer).
    public var connectTimeout: TimeInterval
    /// The request must reach the server at most once (a mutation): the transport never sends
    /// it again by itself (libcurl: a fresh connection, so no silent re-send on a dead reused one).
    public var atMostOnce: Bool

    /// A request of the given parts.
    public init(
        url: URL, method: String = "POST", headers: [String: String] = [:], body: Data = Data(), timeout: TimeInterval = 30,
        connectTimeout: TimeInterval = 10, atMostOnce: Bool = false
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.atMostOnce = atMostOnce
    }

    /// The value of header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
