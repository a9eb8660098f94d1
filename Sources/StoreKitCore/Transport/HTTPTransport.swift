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

/// Why a request got no HTTP answer at all.
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No answer within the timeout.
    case timedOut
    /// The answer had begun but did not end within the timeout: a store sending its bytes very
    /// slowly.
    case tooSlow
    /// The server could not be reached (refused, DNS, no route).
    case cannotConnect(String)
    /// The connection broke before the answer was complete (e.g. reset).
    case connectionLost
    /// The answer was bigger than the client accepts.
    case responseTooLarge(limit: Int)
    /// The network layer itself cannot run here (libcurl missing or unusable).
    case unavailable(String)
    /// Anything else the network layer reported.
    case other(String)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .timedOut: return "the store did not answer in time"
        case .tooSlow: return "the store answers very slowly"
        case .cannotConnect(let detail): return "cannot connect to the store (\(detail))"
        case .connectionLost: return "the connection to the store was lost"
        case .responseTooLarge(let limit): return "the store's answer is larger than \(limit / 1_048_576) MB and was refused"
        case .unavailable(let reason): return "shopterm cannot use the network: \(reason)"
        case .other(let detail): return "network error: \(detail)"
        }
    }
}

/// Sends HTTP requests. The live implementation is ``CurlTransport``; the embedded demo store and
/// tests provide their own.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response whatever its status. Throws ``TransportError``
    /// when there is no response, or `CancellationError` when the task is cancelled.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
