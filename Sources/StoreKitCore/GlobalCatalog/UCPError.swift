import Foundation

/// Why a global catalog call failed, in one line each. Every text from the network in it is
/// sanitised (``UCPText``); no secret or token is ever part of one.
public enum UCPError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// An address that is neither https nor http on this machine (`what`: which address).
    case insecureEndpoint(what: String, host: String)
    /// The answer is not a UCP catalog's (HTML, not JSON, not the expected shape).
    case notUCPCatalog(host: String, detail: String)
    /// The catalog speaks none of the versions shopterm does; `offered` are its versions.
    case versionUnsupported(offered: [String])
    /// The catalog's profile has no MCP endpoint for `dev.ucp.shopping`.
    case noMCPService(host: String)
    /// HTTP 429: too many calls; wait `retryAfter` seconds when said.
    case rateLimited(retryAfter: TimeInterval?)
    /// The catalog refused the token (HTTP 401 or 403).
    case tokenRefused(status: Int)
    /// The catalog refused an anonymous call (HTTP 401 or 403): this needs a catalog key (a
    /// next page does, on Shopify's global catalog).
    case keyNeeded(status: Int)
    /// The token endpoint refused the catalog key (or answered something unreadable).
    case credentialsRefused(status: Int, detail: String?)
    /// Another HTTP status.
    case http(status: Int, detail: String?)
    /// A JSON-RPC error: its code and message.
    case rpc(code: Int, message: String)
    /// The tool answered `isError`, with its message.
    case tool(message: String)
    /// The catalog answered with an error message (UCP `messages[]` of type error).
    case catalog(code: String?, message: String)
    /// The search cannot be sent as asked (a price bound without a currency, …).
    case invalidSearch(String)
    /// The answer was larger than `limit` bytes and was refused.
    case responseTooLarge(limit: Int)
    /// No HTTP answer.
    case transport(TransportError)
    /// The call's whole time (`seconds`) ran out; `last` is the last failure, in words.
    case outOfTime(seconds: Int, last: String)

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .insecureEndpoint(let what, let host):
            return "the catalog's \(what) at \(host) is not https (plain http is only allowed on this machine)"
        case .notUCPCatalog(let host, let detail): return "\(host) is not a UCP catalog (\(detail))"
        case .versionUnsupported(let offered):
            let list = offered.isEmpty ? "none" : offered.joined(separator: ", ")
            return "the catalog speaks UCP \(list); shopterm speaks \(UCPVersion.spoken.joined(separator: ", "))"
        case .noMCPService(let host): return "\(host) offers no MCP endpoint for dev.ucp.shopping"
        case .rateLimited(let retryAfter?): return "the catalog is rate limiting shopterm; try again in \(Int(saturating: retryAfter.rounded(.up))) s"
        case .rateLimited(nil): return "the catalog is rate limiting shopterm; try again later"
        case .tokenRefused(let status): return "the catalog refused the access token (HTTP \(status)); check the catalog key"
        case .keyNeeded(let status): return "the catalog answers this only with a catalog key (HTTP \(status))"
        case .credentialsRefused(let status, let detail):
            return "the token endpoint refused the catalog key (HTTP \(status))" + (detail.map { ": \($0)" } ?? "")
        case .http(let status, let detail): return "the catalog answered HTTP \(status)" + (detail.map { ": \($0)" } ?? "")
        case .rpc(let code, let message): return "the catalog answered error \(code): \(message)"
        case .tool(let message): return "the catalog could not do it: \(message)"
        case .catalog(let code, let message): return "the catalog said: \(message)" + (code.map { " (\($0))" } ?? "")
        case .invalidSearch(let reason): return reason
        case .responseTooLarge(let limit): return "the catalog's answer is larger than \(max(1, limit / 1_048_576)) MB and was refused"
        case .transport(let error): return error.description.replacingOccurrences(of: "the store", with: "the catalog")
        case .outOfTime(let seconds, let last): return "the catalog did not answer within \(seconds) s (\(last))"
        }
    }

    /// As ``description``.
    public var errorDescription: String? { description }

    /// Whether the same read may be sent again: rate limits, 5xx, timeouts, lost connections.
    var isRetryable: Bool {
        switch self {
        case .rateLimited: return true
        case .http(let status, _): return (500...599).contains(status)
        case .transport(let error):
            switch error {
            case .timedOut, .tooSlow, .connectionLost: return true
            case .cannotConnect, .unavailable, .other, .responseTooLarge: return false
            }
        default: return false
        }
    }
}
